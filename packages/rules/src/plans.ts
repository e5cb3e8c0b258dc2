/**
 * The plans the product sells and the promises made about them (docs/checkout.md#plans): the one place
 * that holds prices, lead quotas and guarantee terms. The landing shows them, the panel's renewal and
 * upgrade blocks reuse them, and the server takes each plan's monthly quota (conversas_plano) from here.
 */

/**
 * Plan identifiers, as used by openapi.yaml (checkout webhook `plan`) and the checkout configuration. Cheapest
 * first: a plan later in this list is a better plan (an upgrade applies at once, a downgrade waits).
 */
/**
 * Days before the expiry day from which the panel's "Seu plano expira em" line turns into a warning; before that
 * it is plain information (a plan bought today is not news to warn about).
 */
export const PLAN_EXPIRY_WARNING_DAYS = 7;

export const PLAN_IDS = ['basic', 'pro', 'advanced'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** Display name, e.g. 'Pro'. */
  name: string;
  /** Monthly price in reais. */
  priceBrl: number;
  /** The former price, shown struck through beside the current one. */
  previousPriceBrl: number;
  /** Leads (unique conversations) per month: the account's conversas_plano. */
  leadsPerMonth: number;
  /** Tagged 'best seller' on the plan cards. */
  isBestSeller: boolean;
}

export interface KnowledgeLimits {
  /** "Perguntas frequentes" entries, on or off. */
  faqEntries: number;
  /** Uploaded documents. */
  documents: number;
  /** Size of one uploaded document. */
  documentBytes: number;
}

export const BASIC_PLAN: Plan = {
  id: 'basic',
  name: 'Basic',
  priceBrl: 147,
  previousPriceBrl: 167,
  leadsPerMonth: 300,
  isBestSeller: false,
};

export const PRO_PLAN: Plan = {
  id: 'pro',
  name: 'Pro',
  priceBrl: 247,
  previousPriceBrl: 267,
  leadsPerMonth: 600,
  isBestSeller: true,
};

export const ADVANCED_PLAN: Plan = {
  id: 'advanced',
  name: 'Advanced',
  priceBrl: 397,
  previousPriceBrl: 427,
  leadsPerMonth: 1_000,
  isBestSeller: false,
};

/** Cheapest first, the order in which the cards are shown. */
export const PLANS: readonly Plan[] = [BASIC_PLAN, PRO_PLAN, ADVANCED_PLAN];

export const PLAN_BY_ID: Readonly<Record<PlanId, Plan>> = {
  basic: BASIC_PLAN,
  pro: PRO_PLAN,
  advanced: ADVANCED_PLAN,
};

export interface PlanInclusion {
  /** pt-BR label shown in the plan card's list. */
  label: string;
  /** Marked 'novo' on the cards (Follow Up). */
  isNew: boolean;
}

/** What every plan includes, in the order the cards list it. */
export const PLAN_INCLUSIONS: readonly PlanInclusion[] = [
  { label: 'Agente no WhatsApp', isNew: false },
  { label: 'Áudios com forma de onda', isNew: false },
  { label: 'Imagens', isNew: false },
  { label: 'Vídeos', isNew: false },
  { label: 'Arquivos', isNew: false },
  { label: 'Inteligência progressiva', isNew: false },
  { label: 'Acesso às sessões ao vivo', isNew: false },
  { label: 'Suporte individual', isNew: false },
  { label: 'Follow Up', isNew: true },
];

/** Unconditional refund guarantee, in days after the purchase. */
export const REFUND_GUARANTEE_DAYS = 7;
/** The refund reaches the same payment method within this many business days. */
export const REFUND_PROCESSING_BUSINESS_DAYS = 5;
/** Landing claim: the agent is set up in under this many minutes. */
export const SETUP_MAX_MINUTES = 10;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

const MB = 1_024 * 1_024;

/** What the agent's knowledge base ("Base de conhecimento") may hold on each plan. */
export const PLAN_KNOWLEDGE_LIMITS: Readonly<Record<PlanId, KnowledgeLimits>> = {
  basic: { faqEntries: 100, documents: 5, documentBytes: 5 * MB },
  pro: { faqEntries: 300, documents: 20, documentBytes: 10 * MB },
  advanced: { faqEntries: 1_000, documents: 50, documentBytes: 20 * MB },
};

/** The knowledge-base limits of an account's plan; an account with no plan known gets the cheapest plan's. */
export function knowledgeLimitsOf(id: string | null | undefined): KnowledgeLimits {
  return PLAN_KNOWLEDGE_LIMITS[isPlanId(id) ? id : 'basic'];
}

/** The monthly lead quota (conversas_plano) an account on this plan gets. */
export function planLeadQuota(id: PlanId): number {
  return PLAN_BY_ID[id].leadsPerMonth;
}
