import { describe, expect, it } from 'vitest';
import {
  countersOf,
  impersonationLink,
  isActive,
  pageCount,
  toEditValues,
  toUserInput,
} from './userAccounts.ts';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

describe('isActive', () => {
  it('is ATIVO on or after now, INATIVO before now or without an expiry', () => {
    expect(isActive({ expiration_acess: '2026-03-10T12:00:00.000Z' }, NOW)).toBe(true);
    expect(isActive({ expiration_acess: '2026-03-10T11:59:59.999Z' }, NOW)).toBe(false);
    expect(isActive({ expiration_acess: null }, NOW)).toBe(false);
    expect(isActive({ expiration_acess: 'não é data' }, NOW)).toBe(false);
  });
});

describe('page reply', () => {
  it('counts every account as active or inactive, whatever the search', () => {
    expect(countersOf({ ativos: 1, inativos: 2 })).toEqual({ total: 3, active: 1, inactive: 2 });
  });

  it('has one page at least, and a last page for the remainder', () => {
    expect([0, 9, 10].map((total) => pageCount({ total, por_pagina: 9 }))).toEqual([1, 1, 2]);
  });
});

function toUserFixture(id: number) {
  return {
    id,
    name: 'X',
    user_phone: null,
    email: `x${id}@exemplo.com.br`,
    senha: null,
    renovation_date: null,
    expiration_acess: null,
    observacoes: null,
    conversas_plano: 0,
    id_plan: null,
    valor_plan: null,
    nome_plan: null,
    must_change_password: false,
    modelo_tokens_hoje: 0,
    modelo_tokens_mes: 0,
  };
}

describe('edit form values', () => {
  it('fills dates with the São Paulo calendar day the card shows and sends the whole user back', () => {
    const values = toEditValues({
      ...toUserFixture(5),
      renovation_date: '2026-02-28T23:59:59.999Z',
      expiration_acess: '2026-03-31T02:00:00.000Z',
      valor_plan: 397,
      conversas_plano: 1000,
    });
    expect(values.renovation_date).toBe('2026-02-28');
    // 02:00 UTC on 31 Mar is still the 30th in São Paulo
    expect(values.expiration_acess).toBe('2026-03-30');
    expect(values.valor_plan).toBe('397,00');
    expect(toUserInput({ ...values, observacoes: '  ', valor_plan: '397.5', senha: '' })).toEqual({
      name: 'X',
      email: 'x5@exemplo.com.br',
      user_phone: null,
      senha: null,
      renovation_date: '2026-02-28',
      expiration_acess: '2026-03-30',
      observacoes: null,
      conversas_plano: 1000,
      id_plan: null,
      valor_plan: 397.5,
      nome_plan: null,
    });
  });
});

describe('impersonationLink', () => {
  it('is the login page with the token on the site origin', () => {
    expect(impersonationLink('https://painel.exemplo.com.br', 'a+b/c')).toBe(
      'https://painel.exemplo.com.br/login?token=a%2Bb%2Fc',
    );
  });
});
