import { useEffect } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { PANEL_AREA, PANEL_HOME, PUBLIC_ROUTES, type ScreenRoute } from '../routes.tsx';

/**
 * Asks for the code of the screen at the address the panel opened on while the session is still being checked:
 * a /panel screen otherwise renders (and only then starts loading) once the session is known, a round trip later.
 * Under /panel that is the panel area and the screen of the address: the home's at once, any other once the
 * panel's route table has arrived.
 */
export function usePreloadOpenedScreen(): void {
  const { parser } = useRouter();
  const [path] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address the app opened on, once
  useEffect(() => {
    const opened = (routes: readonly ScreenRoute[]) =>
      routes.find((candidate) => matchRoute(parser, candidate.path, path)[0]);
    // A failed download is retried, and reported, when the screen renders.
    const ignoreFailure = () => undefined;
    const publicRoute = opened(PUBLIC_ROUTES);
    if (publicRoute) {
      publicRoute.screen.preload().catch(ignoreFailure);
      return;
    }
    if (!opened([PANEL_AREA])) return;
    PANEL_AREA.screen.preload().catch(ignoreFailure);
    if (opened([PANEL_HOME])) {
      PANEL_HOME.screen.preload().catch(ignoreFailure);
      return;
    }
    import('../panelRoutes.tsx')
      .then(({ PANEL_ROUTES }) => opened(PANEL_ROUTES)?.screen.preload())
      .catch(ignoreFailure);
  }, []);
}
