import type { ConnectionState } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { settle } from '../testing/testClock.ts';
import { connectionIndicatorMachine } from './connectionIndicatorMachine.ts';

function arrange(phone: string | null) {
  const checkConnection = controlledActor<ConnectionState>();
  const actor = createActor(
    connectionIndicatorMachine.provide({ actors: { checkConnection: checkConnection.logic } }),
    { input: { phone } },
  ).start();
  return { actor, checkConnection };
}

describe('connectionIndicatorMachine', () => {
  it.each([null, '', '  '])('without a phone (%j) it is disconnected at once, without a call', (phone) => {
    const { actor, checkConnection } = arrange(phone);

    expect(actor.getSnapshot().value).toBe('disconnected');
    expect(checkConnection.calls).toHaveLength(0);
  });

  it("is checking, then connected when the status is 'connected'", async () => {
    const { actor, checkConnection } = arrange('5511988887777');
    expect(actor.getSnapshot().value).toBe('checking');
    expect(checkConnection.calls).toHaveLength(1);

    checkConnection.resolve('connected');
    await settle();

    expect(actor.getSnapshot().value).toBe('connected');
  });

  it.each(['pending', 'disconnected', 'other'] as const)(
    'is disconnected when the status is %s',
    async (status) => {
      const { actor, checkConnection } = arrange('5511988887777');

      checkConnection.resolve(status);
      await settle();

      expect(actor.getSnapshot().value).toBe('disconnected');
    },
  );

  it('is disconnected when the check fails', async () => {
    const { actor, checkConnection } = arrange('5511988887777');

    checkConnection.reject(apiError(502, 'Serviço indisponível'));
    await settle();

    expect(actor.getSnapshot().value).toBe('disconnected');
  });

  it('checks again on request, with the new phone when it changed', async () => {
    const { actor, checkConnection } = arrange(null);

    actor.send({ type: 'connection.recheck', phone: '5511977776666' });
    expect(actor.getSnapshot().value).toBe('checking');
    checkConnection.resolve('connected');
    await settle();
    actor.send({ type: 'connection.recheck' });

    expect(checkConnection.calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.phone).toBe('5511977776666');
  });

  it('a phone removed since is disconnected at once on the re-check', async () => {
    const { actor, checkConnection } = arrange('5511988887777');
    checkConnection.resolve('connected');
    await settle();

    actor.send({ type: 'connection.recheck', phone: null });

    expect(actor.getSnapshot().value).toBe('disconnected');
    expect(checkConnection.calls).toHaveLength(1);
  });
});
