// The outbox row of a recovery message carries this key: one row per waiting payment or abandoned checkout, and
// the outbox tells a recovery from the agent's own replies by it (outside the 24-hour window only a recovery's
// mapped template may go).
const RECOVERY_KEY_PREFIX = 'venda-recuperacao:';

export const recoveryDedupeKey = (saleEventId: number) => `${RECOVERY_KEY_PREFIX}${saleEventId}`;

export const isRecoveryKey = (dedupeKey: string) => dedupeKey.startsWith(RECOVERY_KEY_PREFIX);
