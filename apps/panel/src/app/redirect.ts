import { PATHS } from '../paths.ts';

/** Where login leads when no path was requested. */
export const DEFAULT_AFTER_LOGIN = PATHS.dashboard;
const REDIRECT_PARAM = 'redirect';

/** /login?redirect=<path> for a protected path the visitor asked for. */
export function loginPathFor(requestedPath: string): string {
  return `${PATHS.login}?${new URLSearchParams({ [REDIRECT_PARAM]: requestedPath })}`;
}

/**
 * The path to open after login: the requested one when it is a path of this site, else /panel.
 * Absolute or protocol-relative addresses are refused so a crafted link cannot send the user elsewhere.
 */
export function afterLoginPath(search: string): string {
  const requested = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!requested?.startsWith('/') || requested.startsWith('//') || requested.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  return requested;
}

const PASSWORD_RESET_PARAM = 'senha';
const PASSWORD_RESET_VALUE = 'redefinida';

/** Where /redefinir-senha leads once the new password is saved: the login, which then says so. */
export const LOGIN_AFTER_PASSWORD_RESET = `${PATHS.login}?${new URLSearchParams({ [PASSWORD_RESET_PARAM]: PASSWORD_RESET_VALUE })}`;

/** The login was opened right after a password reset. */
export function cameFromPasswordReset(search: string): boolean {
  return new URLSearchParams(search).get(PASSWORD_RESET_PARAM) === PASSWORD_RESET_VALUE;
}
