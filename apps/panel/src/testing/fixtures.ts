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
  categoria_outra: null,
  garantia: '7 dias',
  forma_pagamento: 'Pix',
  descricao: 'Fortalece os fios da raiz às pontas.',
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A March of results: 42 sales by the agent, one product's funnel, three objections. */
export const monthResults: Schemas['DashboardResults'] = {
  periodo: 'mes_atual',
  primeiro_dia: '2026-03-01',
  ultimo_dia: '2026-03-31',
  vendas: 42,
  vendas_sem_conversa: 3,
  receita_centavos: 827_400,
  leads_novos: 336,
  compradores: 42,
  tempo_medio_compra_minutos: 1_680,
  recuperadas: 6,
  receita_recuperada_centavos: 118_200,
  por_dia: Array.from({ length: 31 }, (_, i) => ({
    dia: `2026-03-${pad2(i + 1)}`,
    leads: 8 + ((i * 7) % 11),
    vendas: (i * 3) % 4,
  })),
  funil: [
    {
      produto_id: 1,
      produto: 'Sérum Facial',
      leads: 336,
      etapas: [
        { posicao: 1, texto: 'Oi! Tudo bem? Sou a assistente da loja.', alcancaram: 336, pararam: 120 },
        { posicao: 2, texto: 'Olha as nossas ofertas.', alcancaram: 216, pararam: 98 },
        { posicao: 3, texto: null, alcancaram: 118, pararam: 118 },
      ],
    },
  ],
  objecoes: [
    { objecao_id: 1, pergunta: 'É seguro?', vezes: 27 },
    { objecao_id: 2, pergunta: 'Tem frete grátis?', vezes: 15 },
  ],
  transferencias: 9,
  pedidos_para_parar: 4,
};
