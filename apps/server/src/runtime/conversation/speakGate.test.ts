import { describe, expect, it } from 'vitest';
import { closedGate, type GateFacts } from './speakGate.ts';

const OPEN: GateFacts = {
  blocked: false,
  agentOn: true,
  lead: { paused: false, pausedReason: null, doNotDisturbSince: null, waitingSince: null },
  planEnded: false,
  quota: 600,
  used: 10,
  leadCounted: true,
};
const SINCE = new Date('2026-11-29T12:00:00Z');
const lead = (change: Partial<GateFacts['lead']>) => ({ ...OPEN, lead: { ...OPEN.lead, ...change } });

describe('a turn, before the brain is asked', () => {
  it('lets the agent answer when every gate is open', () => {
    expect(closedGate('turn', OPEN)).toBeUndefined();
  });

  it.each([
    [{ blocked: true }, 'bloqueado'],
    [{ agentOn: false }, 'agente_desligado'],
    [lead({ paused: true, pausedReason: 'fluxo' }), 'pausado'],
    [{ planEnded: true }, 'plano_expirado'],
    [{ used: 600, leadCounted: false }, 'sem_cota'],
  ] as const)('closes on %j', (change, result) => {
    expect(closedGate('turn', { ...OPEN, ...change })).toBe(result);
  });

  it('keeps answering leads already counted once the quota is used up', () => {
    expect(closedGate('turn', { ...OPEN, used: 600, leadCounted: true })).toBeUndefined();
  });

  it('enforces no quota when the plan has none', () => {
    expect(closedGate('turn', { ...OPEN, quota: 0, used: 50, leadCounted: false })).toBeUndefined();
  });

  it('names the first closed gate: a blocked number wins over a paused lead', () => {
    expect(closedGate('turn', { ...lead({ paused: true }), blocked: true })).toBe('bloqueado');
  });

  it('answers a lead in "não perturbe": it wrote again, and may be asking to be answered', () => {
    expect(closedGate('turn', lead({ doNotDisturbSince: SINCE }))).toBeUndefined();
  });
});

describe("a turn's reply, about to be stored", () => {
  it('is dropped when a person paused the lead or blocked the number while the brain thought', () => {
    expect(closedGate('reply', lead({ paused: true, pausedReason: 'comando' }))).toBe('pausado');
    expect(closedGate('reply', { ...OPEN, blocked: true })).toBe('bloqueado');
  });
});

describe('a follow-up', () => {
  it('stops for the account (agent off, blocked number, plan ended) before its hours are read', () => {
    expect(closedGate('followup', { ...OPEN, agentOn: false })).toBe('agente_desligado');
    expect(closedGate('followup', { ...OPEN, blocked: true })).toBe('bloqueado');
    expect(closedGate('followup', { ...OPEN, planEnded: true })).toBe('plano_expirado');
    expect(closedGate('followup', { ...OPEN, used: 600, leadCounted: false })).toBeUndefined();
  });

  it('stops for a lead who asked to stop or waits for a person before its hours are read, not the next morning', () => {
    expect(closedGate('followup', lead({ doNotDisturbSince: SINCE }))).toBe('nao_perturbe');
    expect(closedGate('followup', lead({ waitingSince: SINCE }))).toBe('aguardando_pessoa');
    expect(closedGate('followup', lead({ paused: true, pausedReason: 'fluxo' }))).toBe('pausado');
  });

  it('stops for the lead, read under its lock: paused, "não perturbe" or waiting for a person', () => {
    expect(closedGate('followupStore', lead({ paused: true, pausedReason: 'fluxo' }))).toBe('pausado');
    expect(closedGate('followupStore', lead({ doNotDisturbSince: SINCE }))).toBe('nao_perturbe');
    expect(closedGate('followupStore', lead({ waitingSince: SINCE }))).toBe('aguardando_pessoa');
  });
});

describe("an agent's row leaving the outbox", () => {
  it('is cancelled when a person took the lead over', () => {
    expect(closedGate('outbox', lead({ paused: true, pausedReason: 'comando' }))).toBe('pausado_por_pessoa');
  });

  it("still goes when the flow's own pause step paused the lead after it (the pause message is that row)", () => {
    expect(closedGate('outbox', lead({ paused: true, pausedReason: 'fluxo' }))).toBeUndefined();
  });
});
