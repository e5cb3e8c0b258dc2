import type { MediaType } from '@agente/api';
import { FLOW_MESSAGES, type FlowPart, flowTextProblems, type StoredFlowPart } from '@agente/rules';
import { MAX_ROW_ID } from '../constants.ts';
import {
  MSG_FLOW_STEP_TEXT_REQUIRED,
  msgFlowMediaNotInProduct,
  msgFlowOfferNotInProduct,
} from '../messages.ts';

type MediaPart = Extract<FlowPart, { type: 'media' }>;
type OfferPart = Extract<FlowPart, { type: 'offer' }>;

export interface StepReferences {
  mediaIds: number[];
  offerIds: number[];
}

const storableId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;

/** Ids to look up; one out of the database's range names nothing, so it resolves as an unknown id. */
export function stepReferences(parts: readonly FlowPart[]): StepReferences {
  return {
    mediaIds: parts
      .filter((part): part is MediaPart => part.type === 'media')
      .map((part) => part.id)
      .filter(storableId),
    offerIds: parts
      .filter((part): part is OfferPart => part.type === 'offer')
      .map((part) => part.id)
      .filter(storableId),
  };
}

/**
 * What is wrong with a step on its own (before any lookup), as the pt-BR message; null when nothing.
 * The rules and their wording are the panel's too (@agente/rules), so both sides refuse the same steps alike.
 */
export function stepShapeProblem(parts: readonly FlowPart[]): string | null {
  const hasContent = parts.some((part) => part.type !== 'text' || part.value.trim() !== '');
  if (!hasContent) return MSG_FLOW_STEP_TEXT_REQUIRED;
  const [first] = flowTextProblems(parts);
  return first ? FLOW_MESSAGES[first] : null;
}

export type ResolvedStep = { ok: true; parts: StoredFlowPart[] } | { ok: false; message: string };

/**
 * The parts to store: each media marker with the type the product's media really has (its codec), each offer
 * as a reference to the product's offer (its price and link stay on the offer row, whatever the client sent),
 * so a step never stores a codec, price or link the client made up. A marker whose id is not among the
 * product's media or offers fails with a message naming it.
 */
export function resolveStepReferences(
  parts: readonly FlowPart[],
  medias: ReadonlyMap<number, MediaType>,
  offerIds: ReadonlySet<number>,
): ResolvedStep {
  const resolved: StoredFlowPart[] = [];
  for (const part of parts) {
    if (part.type === 'media') {
      const tipo = medias.get(part.id);
      if (tipo === undefined) return { ok: false, message: msgFlowMediaNotInProduct(part.id) };
      resolved.push({ ...part, codec: tipo });
    } else if (part.type === 'offer') {
      if (!offerIds.has(part.id)) return { ok: false, message: msgFlowOfferNotInProduct(part.id) };
      resolved.push({ type: 'offer', id: part.id });
    } else {
      resolved.push(part);
    }
  }
  return { ok: true, parts: resolved };
}
