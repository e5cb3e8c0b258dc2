export interface MenuMatchRule {
  href: string;
  /** 'exact': current only on its own path (Dashboard on /panel); 'prefix' (default): also on paths under it. */
  match?: 'exact' | 'prefix';
  /** Other path prefixes under which the entry counts as current (product screens under Meus Produtos). */
  alsoCurrentUnder?: readonly string[];
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a menu entry is highlighted for the current path (query and hash ignored). */
export function isMenuItemCurrent(rule: MenuMatchRule, currentPath: string): boolean {
  const path = withoutTrailingSlash(currentPath.split(/[?#]/)[0] ?? '');
  const href = withoutTrailingSlash(rule.href);
  if (rule.match === 'exact') return path === href;
  return isUnder(path, href) || (rule.alsoCurrentUnder ?? []).some((prefix) => isUnder(path, prefix));
}
