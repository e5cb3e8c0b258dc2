/** Every route the landing serves; the build pre-renders each one to dist/<route>/index.html. */
export const LANDING_PATHS = {
  home: '/',
  orderApproved: '/compra-confirmada',
  terms: '/termos',
  privacy: '/privacidade',
  cookies: '/cookies',
} as const;

export type LandingPath = (typeof LANDING_PATHS)[keyof typeof LANDING_PATHS];

export const LANDING_ROUTES: readonly LandingPath[] = Object.values(LANDING_PATHS);

/** The panel's login (another app on the same origin). */
export const PANEL_LOGIN_PATH = '/login';
