import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPathFor } from './redirect.ts';
import { useSession } from './session.tsx';

/**
 * Route guard: nothing while the session is being checked, the content once authenticated,
 * otherwise /login carrying the requested path so login comes back to it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'authenticated') return children;
  // Logging out leads to /login by itself; showing nothing avoids a redirect back to the page just left. The
  // question about an access link is asked on /login, where the link arrived.
  if (status === 'checking' || status === 'loggingOut' || status === 'confirmingLink') return null;
  return <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;
}
