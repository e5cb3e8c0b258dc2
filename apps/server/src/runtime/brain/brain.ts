import type { FlowPart } from '@agente/rules';
import type { MediaKind } from '../../db/integrationTables.ts';

/*
 * The brain decides what the agent does with one lead turn. It never writes prices, links or media addresses:
 * it picks ids (a flow step, an objection, a pause) and may add free small talk; the planner resolves ids to
 * the catalogue's current rows. Two adapters: the embedded one (deterministic, no network) and an
 * OpenAI-compatible chat-completions one that falls back to the embedded one.
 */

export interface BrainPersona {
  readonly nome: string;
  readonly sexo: string;
  readonly idade: number;
  readonly tomDeVoz: string;
  readonly objetivo: string;
  readonly nuncaFazer: string;
  readonly mensagemPausa: string;
  /** The owner's answer to a voice note, picture, video or document with no words (Meu Agente). */
  readonly mensagemMidia: string;
}

export interface BrainProduct {
  readonly id: number;
  readonly nome: string;
  readonly categoria: string;
  readonly garantia: string | null;
  readonly formaPagamento: string | null;
  /** "Descrição e benefícios": what the product is and does, in the seller's words (context only). */
  readonly descricao: string | null;
}

export interface BrainStep {
  /** 1-based position in the flow. */
  readonly position: number;
  readonly parts: readonly FlowPart[];
}

export interface BrainObjection {
  readonly id: number;
  readonly pergunta: string;
  readonly resposta: string;
}

export interface BrainOffer {
  readonly id: number;
  /** How the offer is presented ("Kit 3 frascos"); null = the price alone. */
  readonly nome: string | null;
  readonly preco: number;
  readonly link: string;
}

export type ConversationAuthor = 'lead' | 'agente' | 'humano' | 'sistema';

export interface BrainHistoryLine {
  readonly author: ConversationAuthor;
  readonly text: string;
  readonly at: Date;
}

/** Everything a brain may read for one turn (active objections only; steps in flow order). */
export interface TurnContext {
  readonly persona: BrainPersona;
  readonly product: BrainProduct;
  readonly steps: readonly BrainStep[];
  readonly objections: readonly BrainObjection[];
  readonly offers: readonly BrainOffer[];
  /** Last flow step sent to this lead (0 = none yet). */
  readonly position: number;
  /** Earlier messages of the conversation, oldest first (bounded by the caller). */
  readonly history: readonly BrainHistoryLine[];
  /** The lead's messages this turn answers (a burst read as one), oldest first. */
  readonly leadMessages: readonly string[];
  /**
   * Files the lead sent in this burst with no words to read (no caption, no transcript), oldest first: messages
   * the brain cannot understand. A caption or a transcript is in leadMessages instead.
   */
  readonly leadMedia: readonly MediaKind[];
  /** Who the turn is for ("account:phone"); a model provider only ever gets it hashed, as `user`. */
  readonly leadKey?: string;
}

export type BrainDecision =
  /** Send flow step N (its text, media and offers). */
  | { readonly kind: 'step'; readonly position: number; readonly smallTalk?: string }
  /** Send the answer of active objection K. */
  | { readonly kind: 'objection'; readonly objectionId: number; readonly smallTalk?: string }
  /** Send the pause message and hand the lead to a human. */
  | { readonly kind: 'pause' }
  /** Free small talk only (never prices or links; the runtime strips anything outside the catalogue). */
  | { readonly kind: 'reply'; readonly text: string };

export interface BrainUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
}

export interface BrainResult {
  readonly decision: BrainDecision;
  /** Which brain decided. */
  readonly brain: 'embedded' | 'llm';
  /** Why the model's answer was not used (timeout, HTTP error, bad tool arguments…); undefined when it was. */
  readonly fallbackReason?: string;
  readonly usage?: BrainUsage;
}

export interface Brain {
  decide(context: TurnContext, signal?: AbortSignal): Promise<BrainResult>;
}
