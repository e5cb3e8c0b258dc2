import { describe, expect, it } from 'vitest';
import { closedGate, type GateFacts } from './gates.ts';

const OPEN: GateFacts = {
  blocked: false,
  agentOn: true,
  paused: false,
  planEnded: false,
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
    [{ planEnded: true }, 'plano_expirado'],
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
