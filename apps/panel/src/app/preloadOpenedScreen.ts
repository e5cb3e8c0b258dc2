import { useEffect } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { PANEL_ROUTES, PUBLIC_ROUTES } from '../routes.tsx';

/**
 * Asks for the code of the screen at the address the panel opened on while the session is still being checked:
 * a /panel screen otherwise renders (and only then starts loading) once the session is known, a round trip later.
 */
export function usePreloadOpenedScreen(): void {
  const { parser } = useRouter();
  const [path] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address the app opened on, once
  useEffect(() => {
    const route = [...PUBLIC_ROUTES, ...PANEL_ROUTES].find(
      (candidate) => matchRoute(parser, candidate.path, path)[0],
    );
    // A failed download is retried, and reported, when the screen renders.
    route?.screen.preload().catch(() => undefined);
  }, []);
}
