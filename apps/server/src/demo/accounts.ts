import { ADMIN_USER_ID } from '@agente/rules';

/**
 * Demo accounts of the embedded default (the administrator and two customers). Public on purpose: they exist
 * only on a development database created on first start, never when NODE_ENV=production.
 */
export const DEMO_ADMIN = {
  id: ADMIN_USER_ID,
  name: 'Administrador',
  email: 'admin@exemplo.com.br',
  senha: 'admin123',
} as const;

export const DEMO_CUSTOMER = {
  name: 'Cliente Demonstração',
  email: 'cliente@exemplo.com.br',
  senha: 'cliente123',
  user_phone: '5511988887777',
  id_plan: 'pro',
  nome_plan: 'Pro',
  valor_plan: 247,
  conversas_plano: 600,
  conversas_unicas: 137,
  mensagens_trocadas: 1_482,
  observacoes: 'Conta de demonstração.',
} as const;

export const DEMO_NEW_CUSTOMER = {
  name: 'Cliente Novo',
  email: 'novo@exemplo.com.br',
  /** Initial (temporary) password: its login answers must_change_password. */
  senha: 'mudar123',
  id_plan: 'basic',
  nome_plan: 'Basic',
  valor_plan: 147,
  conversas_plano: 300,
} as const;

export const DEMO_PRODUCT = {
  nome_produto: 'Sérum Capilar Fortalecedor',
  categoria: 'Tratamento Capilar',
  garantia: '7 dias de garantia incondicional',
  forma_pagamento: 'Pix, boleto ou cartão em até 12x',
  descricao:
    'Sérum com biotina, queratina e óleo de argan para fios fracos e com queda. Fortalece da raiz às pontas, ' +
    'reduz a quebra e devolve o brilho; resultados visíveis a partir de 4 semanas de uso diário. ' +
    'Um frasco de 60 ml dura cerca de 30 dias. Sem parabenos, vegano e não testado em animais.',
} as const;

export const DEMO_AGENT = {
  nome: 'Júlia',
  sexo: 'Feminino',
  idade: 28,
  tom_de_voz: 'Amigável',
  objetivo: 'Vendas e Suporte',
  nunca_fazer: 'Nunca prometa resultados garantidos nem ofereça descontos que não estejam nas ofertas.',
  phone_treinamento: '5511977776666',
  mensagem_pausa: 'Um momento, já te retorno',
} as const;

export const DEMO_ACCOUNTS = [DEMO_ADMIN, DEMO_CUSTOMER, DEMO_NEW_CUSTOMER] as const;
