import type { Executor } from '../runtime/conversation/messages.ts';

/**
 * The name WhatsApp last reported for each phone (leads are kept per product, so the most recently active
 * card with a name wins); phones without one are absent.
 */
export async function leadNames(
  db: Executor,
  userId: number,
  phones: readonly string[],
): Promise<Map<string, string>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectFrom('leads')
    .select(['lead_phone', 'nome'])
    .where('user_id', '=', userId)
    .where('lead_phone', 'in', phones)
    .where('nome', '<>', '')
    .orderBy('data_hora_ultima_interacao', 'asc')
    .execute();
  // Ascending, so the newest card's name is the one left in the map.
  return new Map(rows.map((row) => [row.lead_phone, row.nome]));
}
