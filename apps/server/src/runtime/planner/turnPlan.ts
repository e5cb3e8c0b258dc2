import type { OutgoingMessage } from '../../gateways/instances/outgoingMessage.ts';

/** One message of a turn before it has an addressee: the runtime adds the lead's number (`to`). */
export type PlannedMessage = OutgoingMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'to'>
    : never
  : never;

/** Something the decision named that could not be sent, for the turn record and the server log. */
export type SkippedPart =
  | { readonly kind: 'media'; readonly mediaId: number; readonly reason: 'midia_excluida' }
  | { readonly kind: 'step'; readonly position: number; readonly reason: 'etapa_inexistente' }
  | { readonly kind: 'objection'; readonly objectionId: number; readonly reason: 'objecao_inexistente' }
  | { readonly kind: 'smallTalk'; readonly reason: 'fora_do_cadastro' }
  | { readonly kind: 'offer'; readonly offerId: number; readonly reason: 'oferta_inexistente' }
  | { readonly kind: 'answer'; readonly answer: 'payment' | 'guarantee'; readonly reason: 'dado_ausente' };

export interface TurnPlan {
  /** The messages to send, in order. */
  readonly messages: readonly PlannedMessage[];
  /** After sending, the agent stops answering this lead until released (a human takes over). */
  readonly pausesLead: boolean;
  /** The reply is the opt-out confirmation: the lead asked the agent to stop writing. */
  readonly optOut: boolean;
  /** Why the lead is handed over (pt-BR, for the owner) when pausesLead; null otherwise. */
  readonly handoverReason: string | null;
  /** The lead's flow position after this turn (the step sent), or undefined when it does not move. */
  readonly reachedPosition: number | undefined;
  readonly skipped: readonly SkippedPart[];
  /** What in the small talk was outside the catalogue (the small talk was then left out whole). */
  readonly removed: readonly string[];
}

/** A media row as it is now (the flow's marker only carries its id). */
export interface PlanMedia {
  readonly id: number;
  readonly titulo: string;
  readonly tipo: 'imagem' | 'video' | 'audio' | 'pdf';
  readonly nomeArquivo: string;
}
