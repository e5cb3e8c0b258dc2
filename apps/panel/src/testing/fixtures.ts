import type { Schemas } from './fakeApi.ts';

// Typed sample records for screen tests.

export const customer: Schemas['User'] = {
  id: 7,
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  user_phone: '5511988887777',
  expiration_acess: '2099-01-01T00:00:00.000Z',
  renovation_date: '2025-01-01T00:00:00.000Z',
  conversas_unicas: 10,
  conversas_plano: 600,
  mensagens_trocadas: 120,
  id_plan: 'pro',
  nome_plan: 'Pro',
  is_admin: false,
  must_change_password: false,
};

export const administrator: Schemas['User'] = { ...customer, id: 30, name: 'Administrador', is_admin: true };

export const product: Schemas['Product'] = {
  id: 3,
  nome_produto: 'Kit Capilar',
  categoria: 'Tratamento Capilar',
  garantia: '7 dias',
  forma_pagamento: 'Pix',
  descricao: 'Fortalece os fios da raiz às pontas.',
};
