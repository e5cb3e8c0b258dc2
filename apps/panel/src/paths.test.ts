import { describe, expect, it } from 'vitest';
import { PATHS, pathPrefix, pathTo } from './paths.ts';

describe('panel paths', () => {
  it('fills a product screen with its product id', () => {
    expect(pathTo(PATHS.offers, { id: 7 })).toBe('/panel/ofertas/7');
    expect(pathTo(PATHS.product, { id: 'novo' })).toBe('/panel/meus-produtos/novo');
  });

  it('encodes what it puts in the address, so a value cannot add a path segment', () => {
    expect(pathTo(PATHS.conversation, { phone: '55/11' })).toBe('/panel/conversas/55%2F11');
  });

  it('keeps a pattern without parameters as it is', () => {
    expect(pathTo(PATHS.training, {})).toBe('/panel/treinamento');
  });

  it('gives the fixed part of a pattern for matching the addresses under it', () => {
    expect(pathPrefix(PATHS.kanban)).toBe('/panel/kanban');
    expect(pathPrefix(PATHS.dashboard)).toBe('/panel');
  });
});
