import {
  FLOW_MAX_MEDIA_PER_STEP,
  FLOW_MAX_STEPS,
  formatBrl,
  MEDIA_MAX_BYTES,
  OBJECTIONS_MAX_PER_PRODUCT,
  PLAN_INCLUSIONS,
  PLANS,
  REFUND_GUARANTEE_DAYS,
  REFUND_PROCESSING_BUSINESS_DAYS,
} from '@agente/rules';
import { QR_CODE_VALID_SECONDS } from '../constants.ts';
import content from './knowledgeBase.json' with { type: 'json' };

/**
 * The embedded support responder's knowledge: the product's own facts, one topic per question a customer asks,
 * each answered in pt-BR paragraphs. The texts live in knowledgeBase.json; figures are {placeholders} filled
 * from constants here, so that a price or a limit changes in one place. Patterns run on lower-case text
 * without accents (see normalizeQuestion).
 */
export interface Topic {
  readonly id: string;
  /** Each matching pattern adds its weight (default 1); the topic with the highest score answers. */
  readonly patterns: readonly (RegExp | readonly [RegExp, number])[];
  /** Paragraphs; long answers are sent as 2–3 chat replies. */
  readonly answer: readonly string[];
  /** Answers only when no other topic matched (greetings, thanks). */
  readonly onlyAlone?: boolean;
}

/** A topic as written in knowledgeBase.json: a pattern is a regular expression, alone or with its weight. */
interface TopicEntry {
  id: string;
  patterns: (string | { regex: string; weight: number })[];
  answer: string[];
  onlyAlone?: boolean;
}

const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

/** The figures the texts may name, as {name}. */
const FIGURES: Readonly<Record<string, string>> = {
  qrCodeValidSeconds: String(QR_CODE_VALID_SECONDS),
  refundGuaranteeDays: String(REFUND_GUARANTEE_DAYS),
  refundBusinessDays: String(REFUND_PROCESSING_BUSINESS_DAYS),
  flowMaxMediaPerStep: String(FLOW_MAX_MEDIA_PER_STEP),
  flowMaxSteps: String(FLOW_MAX_STEPS),
  mediaMaxMegabytes: String(Math.round(MEDIA_MAX_BYTES / (1_024 * 1_024))),
  objectionsMaxPerProduct: String(OBJECTIONS_MAX_PER_PRODUCT),
  planLines: PLANS.map(
    (plan) =>
      `• ${plan.name}: ${formatBrl(plan.priceBrl)} por mês (de ${formatBrl(plan.previousPriceBrl)}), até ${count(plan.leadsPerMonth)} leads por mês`,
  ).join('\n'),
  planInclusions: PLAN_INCLUSIONS.map((inclusion) => `• ${inclusion.label}`).join('\n'),
  planQuotas: PLANS.map((plan) => `${count(plan.leadsPerMonth)} leads no ${plan.name}`).join(', '),
};

/** Fills the {placeholders}; a name missing from FIGURES fails at start-up rather than reaching a customer. */
function filled(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const figure = FIGURES[name];
    if (figure === undefined) throw new Error(`knowledgeBase.json: {${name}} is not a known figure`);
    return figure;
  });
}

function toTopic(entry: TopicEntry): Topic {
  return {
    id: entry.id,
    patterns: entry.patterns.map((pattern) =>
      typeof pattern === 'string'
        ? new RegExp(pattern)
        : ([new RegExp(pattern.regex), pattern.weight] as const),
    ),
    answer: entry.answer.map(filled),
    ...(entry.onlyAlone ? { onlyAlone: true } : {}),
  };
}

export const TOPICS: readonly Topic[] = (content.topics as TopicEntry[]).map(toTopic);

export const FALLBACK_ANSWER: readonly string[] = content.fallback.map(filled);
