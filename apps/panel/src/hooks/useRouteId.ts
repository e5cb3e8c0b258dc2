import { useParams } from 'wouter';

/** The numeric id of the route (/panel/ofertas/:id); null when the path holds no valid id. */
export function useRouteId(name = 'id'): number | null {
  const params = useParams<Record<string, string>>();
  const raw = params[name];
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
