import type { FlowPart } from '@agente/rules';
import type { MediaKind } from '../../db/integrationTables.ts';
import type { Intent } from './understanding/intent.ts';

/*
 * The brain decides what the agent does with one lead turn. It never writes prices, links or media addresses:
 * it picks actions by id or kind (a flow step, an objection, the offers, the guarantee, a handover) and says
 * why; the planner resolves them to the catalogue's current rows. Two adapters: the embedded one (deterministic, no network) and an
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
  /** The confirmation sent to a lead who asked the agent to stop; absent = the built-in one. */
  readonly mensagemOptOut?: string | null;
}

export interface BrainProduct {
  readonly id: number;
  readonly nome: string;
  /** What the product is: its category, or the account's own words for an "Outros" one ("Doces"). */
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
  /** The words (a file's caption or transcript when it is a file). */
  readonly text: string;
  readonly at: Date;
  /** The file's kind when the message was a file; absent or null for words alone. */
  readonly media?: MediaKind | null;
}

/** A file of the product's media library the model may send by id (its address is never shown to it). */
export interface BrainMedia {
  readonly id: number;
  readonly titulo: string;
  readonly tipo: MediaKind;
}

/** Who the lead is and where the conversation stands, as a seller would know it. */
export interface LeadSituation {
  /** The lead's name as the messaging app gave it (empty or null when unknown). */
  readonly name: string | null;
  /** This turn's instant: the model is told the local date and time. */
  readonly now: Date;
  /** The account's business hours (the follow-up window), minutes from local midnight in its time zone. */
  readonly hours: { readonly startMinute: number; readonly endMinute: number; readonly timeZone: string };
  /** The lead waits for a person since then, for that reason (the agent answers meanwhile only if asked). */
  readonly waitingSince: Date | null;
  readonly waitingReason: string | null;
  /** The lead asked the agent to stop writing at this time (it wrote again since). */
  readonly doNotDisturbSince: Date | null;
}

/** The account's model budget for the day: over it, no model is asked and the built-in brain answers. */
export interface ModelBudget {
  readonly tokensToday: number;
  readonly dailyTokens: number;
}

/** Where a knowledge-base answer came from: a FAQ entry, a document's passage or "Sobre o negócio". */
export type KnowledgeSourceKind = 'faq' | 'documento' | 'sobre';

/** The knowledge base's best answer to the lead's words, looked up when the turn's context was read. */
export interface BrainKnowledgeAnswer {
  /** Above the threshold: the agent answers with it; below, it does not guess. */
  readonly found: boolean;
  readonly source: KnowledgeSourceKind;
  /** The FAQ entry or the document (null: "Sobre o negócio"). */
  readonly id: number | null;
  /** The FAQ entry's question, the document's name or "Sobre o negócio". */
  readonly title: string;
  readonly score: number;
  /** The FAQ answer, or the one or two sentences of the passage that answer. */
  readonly reply: string;
  /** "base de conhecimento → pergunta frequente …", as the owner reads it. */
  readonly reason: string;
}

/**
 * The account's knowledge base for this turn: absent when the account taught it nothing (the agent then behaves
 * as without it); `answer` undefined when nothing in it shares a word with the lead's.
 */
export interface BrainKnowledge {
  readonly answer: BrainKnowledgeAnswer | undefined;
  /**
   * Searches the account's base for other words, as the turn's own search does (the language model's search
   * tool); absent where no base is at hand.
   */
  readonly search?: (query: string) => Promise<BrainKnowledgeAnswer | undefined>;
  /** What the model's searches found this turn (it may cite these besides `answer`). */
  readonly searched?: readonly BrainKnowledgeAnswer[];
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
  /** The knowledge base's answer to the lead's words (absent: the account has no knowledge base). */
  readonly knowledge?: BrainKnowledge;
  /** The product's media library (what the model may send by id); absent = none shown. */
  readonly media?: readonly BrainMedia[];
  /** The lead's name, the local time, business hours and what the lead waits for; absent = unknown. */
  readonly situation?: LeadSituation;
  /** The account's model use today against its daily budget; absent = no budget applies (tests, the eval). */
  readonly modelBudget?: ModelBudget;
}

/** One tool call of the language model, its ids checked against this turn's catalogue. */
export type ModelTool =
  /** Send flow step N (its text, media and offers). */
  | { readonly kind: 'step'; readonly position: number }
  /** Send the registered answer of active objection K. */
  | { readonly kind: 'objection'; readonly objectionId: number }
  /** Send one offer: its name, current price and link. */
  | { readonly kind: 'offer'; readonly offerId: number }
  /** Send one file of the product's media library. */
  | { readonly kind: 'media'; readonly mediaId: number }
  /** Hand the lead to a person, saying why (told to the owner). */
  | { readonly kind: 'handover'; readonly reason: string }
  /** The lead asked the agent to stop writing. */
  | { readonly kind: 'optout' }
  /** Send the knowledge base's answer the model was shown, named by its entry id (see knowledgeEntryId). */
  | { readonly kind: 'knowledge'; readonly entryId: string; readonly answer: BrainKnowledgeAnswer };

/**
 * What the language model answered: its own words (sent first, vetted), the tool calls kept in their order,
 * and why each dropped one was dropped (an unknown tool, an id outside the catalogue, past the cap).
 */
export interface ModelAnswer {
  readonly text: string | null;
  readonly tools: readonly ModelTool[];
  readonly dropped: readonly string[];
}

/**
 * One thing the reply does. Ids and kinds only: the planner writes every price, link and fact from the
 * catalogue as it is when the reply is planned.
 */
export type BrainAction =
  /** Flow step N (its text, media and offers; its pause when it has one). */
  | { readonly kind: 'step'; readonly position: number }
  /** The registered answer of active objection K. */
  | { readonly kind: 'objection'; readonly objectionId: number }
  /** One file of the product's media library (the planner reads its current row). */
  | { readonly kind: 'media'; readonly mediaId: number }
  /**
   * These offers by name and price, with their links when the lead wants to buy; `position` is the flow step
   * holding them, where the lead moves (null = the position stays).
   */
  | {
      readonly kind: 'offers';
      readonly offerIds: readonly number[];
      readonly links: boolean;
      readonly position: number | null;
    }
  /** The product's payment methods. */
  | { readonly kind: 'payment' }
  /** The product's guarantee. */
  | { readonly kind: 'guarantee' }
  /** A sentence of the product's description, as the seller wrote it. */
  | { readonly kind: 'fact'; readonly sentence: string }
  /** The knowledge base's answer: a FAQ entry's answer or the sentences of a passage, named by its source. */
  | {
      readonly kind: 'knowledge';
      readonly source: KnowledgeSourceKind;
      readonly id: number | null;
      readonly text: string;
    }
  /** A built-in pt-BR sentence (greeting back, thanks, "I don't know that one"). */
  | { readonly kind: 'say'; readonly text: string }
  /** The language model's own words (vetted: never sent with anything outside the catalogue). */
  | { readonly kind: 'smallTalk'; readonly text: string }
  /** The pause message; the lead waits for a person, who is told why. */
  | { readonly kind: 'handover'; readonly reason: string }
  /** The opt-out confirmation, alone: the lead asked the agent to stop writing. */
  | { readonly kind: 'optout' };

/** What the agent does with a turn, what it understood, and why in the owner's words (pt-BR). */
export interface BrainDecision {
  readonly actions: readonly BrainAction[];
  readonly understood: readonly Intent[];
  /** "preço → ofertas 1 frasco e Kit 3 frascos", "garantia do produto", "pediu uma pessoa". */
  readonly reason: string;
}

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
  /** The account's daily model budget was spent: no model was asked (and nothing is counted). */
  readonly budgetSpent?: boolean;
}

export interface Brain {
  decide(context: TurnContext, signal?: AbortSignal): Promise<BrainResult>;
}
