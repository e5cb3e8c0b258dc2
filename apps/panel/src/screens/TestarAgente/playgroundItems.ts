import type { PlaygroundState } from '@agente/api';
import type { ConversationItem } from '@agente/ui';
import { conversationItems } from '../Conversas/conversationItems.ts';
import { TESTAR_AGENTE_COPY as COPY } from './testarAgente.copy.ts';

/**
 * The test conversation drawn as a lead's transcript (same bubbles, day separators, media), with the line saying
 * why after each reply: it goes after the agent's last part, before the seller's next message.
 */
export function playgroundItems(state: Pick<PlaygroundState, 'mensagens' | 'motivos'>): ConversationItem[] {
  const reasons = new Map(state.motivos.map((reason) => [String(reason.mensagem_id), reason]));
  const items: ConversationItem[] = [];
  let pending: ConversationItem | null = null;
  for (const item of conversationItems(state.mensagens, [], COPY.you)) {
    if (item.kind === 'message' && item.author === 'lead') {
      if (pending) items.push(pending);
      const reason = reasons.get(item.id);
      pending = reason ? { kind: 'turn', id: `motivo-${item.id}`, text: COPY.reason(reason) } : null;
    }
    items.push(item);
  }
  if (pending) items.push(pending);
  return items;
}

/** Where the agent is in the flow, in words. */
export const stepLabel = (state: Pick<PlaygroundState, 'etapa' | 'total_etapas'>) =>
  state.etapa === 0 ? COPY.stepStart(state.total_etapas) : COPY.step(state.etapa, state.total_etapas);
