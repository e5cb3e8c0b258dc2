import { describe, expect, it } from 'vitest';
import { leadParam, leadsPath, productParam } from './leadsPath.ts';

describe('the address of Leads', () => {
  it('names the product, a lead by id or by phone', () => {
    expect(leadsPath()).toBe('/panel/leads');
    expect(leadsPath({ produto: 3 })).toBe('/panel/leads?produto=3');
    expect(leadsPath({ lead: 12 })).toBe('/panel/leads?lead=12');
    expect(leadsPath({ telefone: '5511988887777' })).toBe('/panel/leads?telefone=5511988887777');
  });

  it('reads them back, ignoring what names nothing', () => {
    expect(productParam('?produto=4')).toBe(4);
    expect(productParam('?produto=abc')).toBeNull();
    expect(leadParam('?lead=12')).toEqual({ lead: 12 });
    expect(leadParam('?telefone=+55%20(11)%2098888-7777')).toEqual({ telefone: '5511988887777' });
    expect(leadParam('?lead=0')).toBeNull();
    expect(leadParam('')).toBeNull();
  });
});
