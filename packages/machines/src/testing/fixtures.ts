import type { ConversationMessage, Lead, Product, User } from '@agente/api';

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  user_phone: '5511988887777',
  expiration_acess: '2030-01-31T00:00:00.000Z',
  renovation_date: '2029-12-31T00:00:00.000Z',
  conversas_unicas: 12,
  conversas_plano: 300,
  mensagens_trocadas: 140,
  id_plan: 'basic',
  nome_plan: 'Basic',
  is_admin: false,
  must_change_password: false,
  ...overrides,
});

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 3,
  nome_produto: 'Óleo Capilar',
  categoria: 'Tratamento Capilar',
  categoria_outra: null,
  garantia: '7 dias',
  forma_pagamento: 'Pix',
  descricao: null,
  ...overrides,
});

export const aLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 41,
  nome: 'João Pereira da Silva',
  lead_phone: '5511977776666',
  data_hora_ultima_interacao: '2026-01-15T13:45:00.000Z',
  etiqueta: 'LEAD NOVO',
  ultimo_step: 2,
  nao_perturbe_desde: null,
  ...overrides,
});

export const aConversationMessage = (overrides: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id: 1,
  autor: 'lead',
  tipo: 'texto',
  texto: 'oi',
  midia: null,
  transcricao: null,
  entrega: null,
  explicacao: null,
  data_hora: '2025-06-18T13:00:00.000Z',
  ...overrides,
});
