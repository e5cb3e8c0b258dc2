// Path → screen, nothing else. One line per route. Each screen module default-exports its screen and is
// loaded on demand (React.lazy), so /login never downloads the panel screens. The panel's own routes are in
// panelRoutes.tsx, which only the panel area loads: their table (each import with the files it preloads) stays
// out of the code every page starts with.
import { lazyModule } from '@agente/ui';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PATHS } from './paths.ts';

/** A screen loaded on demand, whose code can also be asked for before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export interface ScreenRoute {
  path: string;
  screen: LazyScreen;
}

type ScreenModule = { default: ComponentType };

/**
 * A screen whose code, once preloaded, renders at once: React.lazy would otherwise suspend on its first render
 * even when the code is already here, show the fallback and reveal the screen only after its suspense throttle
 * (300 ms). The code is downloaded once; a failed download is asked for again on the next preload or render.
 */
export function screen(load: () => Promise<ScreenModule>): LazyScreen {
  const code = lazyModule(load);
  // React.lazy calls `then` on what this returns: a module already here is handed over in that same call.
  const alreadyLoaded = (module: ScreenModule): PromiseLike<ScreenModule> => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable that settles synchronously, for React.lazy
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : module) as never,
  });
  const lazyScreen = lazy(() => {
    const loaded = code.current();
    return (loaded ? alreadyLoaded(loaded) : code.preload()) as Promise<ScreenModule>;
  });
  return Object.assign(lazyScreen, { preload: code.preload });
}

/** Anyone may open these. */
// biome-ignore format: one route per line, so the table reads as a list of paths
export const PUBLIC_ROUTES: readonly ScreenRoute[] = [
  { path: PATHS.login, screen: screen(() => import('./screens/Login/LoginScreen.tsx')) },
  { path: PATHS.resetPassword, screen: screen(() => import('./screens/RedefinirSenha/RedefinirSenhaScreen.tsx')) },
];

/** Everything under /panel: the guard, the layout and the panel's routes. */
export const PANEL_AREA: ScreenRoute = {
  path: `${PATHS.dashboard}/*?`,
  screen: screen(() => import('./app/PanelArea.tsx')),
};

/**
 * The panel's home, where a login lands. Declared here rather than in panelRoutes.tsx so that, when the panel
 * opens on it, its code is asked for together with the panel area instead of a round trip after it.
 */
export const PANEL_HOME: ScreenRoute = {
  path: PATHS.dashboard,
  screen: screen(() => import('./screens/Dashboard/DashboardScreen.tsx')),
};
