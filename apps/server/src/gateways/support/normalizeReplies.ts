import type { SupportReply } from './responder.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toReply(item: unknown): SupportReply | null {
  if (!isRecord(item)) return null;
  const { resposta, user_id: userId, session_id: sessionId, encaminhado_humano: handedOff } = item;
  if (typeof resposta !== 'string' || resposta.trim() === '') return null;
  const reply: SupportReply = { resposta };
  if (typeof userId === 'number' || typeof userId === 'string') reply.user_id = userId;
  if (typeof sessionId === 'string') reply.session_id = sessionId;
  if (typeof handedOff === 'boolean') reply.encaminhado_humano = handedOff;
  return reply;
}

/**
 * The automation answers one object or an array of objects; keep the ones carrying text, in order,
 * with only the fields the panel reads.
 */
export function normalizeReplies(body: unknown): SupportReply[] {
  const items = Array.isArray(body) ? body : [body];
  return items.map(toReply).filter((reply): reply is SupportReply => reply !== null);
}
