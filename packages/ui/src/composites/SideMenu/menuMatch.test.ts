import { describe, expect, it } from 'vitest';
import { isMenuItemCurrent } from './menuMatch.ts';

const dashboard = { href: '/panel', match: 'exact' } as const;
const products = { href: '/panel/meus-produtos', alsoCurrentUnder: ['/panel/ofertas', '/panel/kanban'] };

describe('isMenuItemCurrent', () => {
  it('highlights Dashboard only on the exact /panel', () => {
    expect(isMenuItemCurrent(dashboard, '/panel')).toBe(true);
    expect(isMenuItemCurrent(dashboard, '/panel/')).toBe(true);
    expect(isMenuItemCurrent(dashboard, '/panel?x=1')).toBe(true);
    expect(isMenuItemCurrent(dashboard, '/panel/meu-agente')).toBe(false);
  });

  it('highlights an entry on its path and the paths under it, not on look-alike paths', () => {
    expect(isMenuItemCurrent(products, '/panel/meus-produtos')).toBe(true);
    expect(isMenuItemCurrent(products, '/panel/meus-produtos/novo')).toBe(true);
    expect(isMenuItemCurrent(products, '/panel/meus-produtos-antigos')).toBe(false);
    expect(isMenuItemCurrent(products, '/panel')).toBe(false);
  });

  it('highlights an entry under its extra prefixes', () => {
    expect(isMenuItemCurrent(products, '/panel/ofertas/3')).toBe(true);
    expect(isMenuItemCurrent(products, '/panel/kanban/3')).toBe(true);
    expect(isMenuItemCurrent(products, '/panel/objecoes/3')).toBe(false);
  });
});
