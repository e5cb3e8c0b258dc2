// Path → screen, nothing else. One line per route. Each screen module default-exports its screen and is
// loaded on demand (React.lazy), so /login never downloads the panel screens. The panel's own routes are in
// panelRoutes.tsx, which only the panel area loads: their table (each import with the files it preloads) stays
// out of the code every page starts with.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PATHS } from './paths.ts';

/** A screen loaded on demand, whose code can also be asked for before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export interface ScreenRoute {
  path: string;
  screen: LazyScreen;
}

export function screen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return Object.assign(lazy(load), { preload: load });
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
