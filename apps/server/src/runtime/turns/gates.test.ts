import { describe, expect, it } from 'vitest';
import { closedGate, type GateFacts, isPlanExpired } from './gates.ts';

const OPEN: GateFacts = {
  blocked: false,
  agentOn: true,
  paused: false,
  expiration: null,
  now: new Date('2026-03-10T15:00:00Z'),
  quota: 600,
  used: 10,
  leadCounted: true,
};

describe('closedGate', () => {
  it('lets the agent answer when every gate is open', () => {
    expect(closedGate(OPEN)).toBeUndefined();
  });

  it.each([
    [{ blocked: true }, 'bloqueado'],
    [{ agentOn: false }, 'agente_desligado'],
    [{ paused: true }, 'pausado'],
    [{ expiration: new Date('2026-03-09T12:00:00Z') }, 'plano_expirado'],
    [{ used: 600, leadCounted: false }, 'sem_cota'],
  ] as const)('closes on %j', (change, result) => {
    expect(closedGate({ ...OPEN, ...change })).toBe(result);
  });

  it('keeps answering leads already counted once the quota is used up', () => {
    expect(closedGate({ ...OPEN, used: 600, leadCounted: true })).toBeUndefined();
  });

  it('enforces no quota when the plan has none', () => {
    expect(closedGate({ ...OPEN, quota: 0, used: 50, leadCounted: false })).toBeUndefined();
  });

  it('names the first closed gate: a blocked number wins over a paused lead', () => {
    expect(closedGate({ ...OPEN, blocked: true, paused: true })).toBe('bloqueado');
  });
});

describe('isPlanExpired', () => {
  it('is still valid through the whole expiry day in São Paulo', () => {
    // 10/03 23:30 in São Paulo is 11/03 02:30 UTC
    expect(isPlanExpired(new Date('2026-03-10T12:00:00Z'), new Date('2026-03-11T02:30:00Z'))).toBe(false);
    expect(isPlanExpired(new Date('2026-03-10T12:00:00Z'), new Date('2026-03-11T03:30:00Z'))).toBe(true);
  });

  it('never expires without a date', () => {
    expect(isPlanExpired(null, new Date())).toBe(false);
  });
});
