import { SETUP_MAX_MINUTES } from '@agente/rules';
import { LANDING_PATHS, type LandingPath } from './routes.paths.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Kept out of search results and the sitemap (the post-purchase page). */
  noIndex?: boolean;
}

/** Title and description of each landing route (search results and link previews). */
export const PAGE_META: Readonly<Record<LandingPath, PageMeta>> = {
  [LANDING_PATHS.home]: {
    title: 'Agente de Vendas — agente de IA que vende e atende no WhatsApp 24h',
    description: `Automatize atendimento, qualificação de leads e vendas no WhatsApp com um agente de IA. Ativação em menos de ${SETUP_MAX_MINUTES} minutos, sem programação. Planos a partir de R$ 147/mês.`,
  },
  [LANDING_PATHS.orderApproved]: {
    title: 'Compra confirmada — Agente de Vendas',
    description: 'Sua compra foi aprovada. Veja como acessar o painel do seu agente.',
    noIndex: true,
  },
  [LANDING_PATHS.terms]: {
    title: 'Termos de Uso — Agente de Vendas',
    description:
      'Condições de contratação e uso do Agente de Vendas: planos, cancelamento, garantia e reembolso.',
  },
  [LANDING_PATHS.privacy]: {
    title: 'Política de Privacidade — Agente de Vendas',
    description: 'Como o Agente de Vendas trata dados pessoais de clientes e leads, conforme a LGPD.',
  },
  [LANDING_PATHS.cookies]: {
    title: 'Política de Cookies — Agente de Vendas',
    description: 'Quais cookies e dados de navegador o Agente de Vendas usa e como controlá-los.',
  },
};
