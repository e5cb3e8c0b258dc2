/** A follow-up's outbox row is keyed by (follow-up, agent message it follows), so it never goes out twice. */
export const followupDedupeKey = (followupId: number, afterMessageId: number) =>
  `followup:${followupId}:${afterMessageId}`;

/** The follow-up a row's key names (its approved template is looked up by it); undefined for other rows. */
export function followupIdOfKey(dedupeKey: string): number | undefined {
  const match = /^followup:(\d+):\d+$/.exec(dedupeKey);
  return match ? Number(match[1]) : undefined;
}
