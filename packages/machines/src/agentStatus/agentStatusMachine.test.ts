import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { settle } from '../testing/testClock.ts';
import { agentStatusMachine } from './agentStatusMachine.ts';

function arrange() {
  const loadStatus = controlledActor<boolean | null>();
  const setStatus = controlledActor<boolean, { status: boolean }>();
  const actor = createActor(
    agentStatusMachine.provide({ actors: { loadStatus: loadStatus.logic, setStatus: setStatus.logic } }),
  ).start();
  const canToggle = () => actor.getSnapshot().can({ type: 'user.toggle' });
  return { actor, loadStatus, setStatus, canToggle };
}

async function arrangeLoaded(status: boolean) {
  const arranged = arrange();
  arranged.loadStatus.resolve(status);
  await settle();
  return arranged;
}

describe('agentStatusMachine', () => {
  it('is unknown with the toggle disabled while loading', () => {
    const { actor, canToggle } = arrange();

    expect(actor.getSnapshot().context.status).toBeNull();
    expect(canToggle()).toBe(false);
  });

  it.each([true, false])('adopts the loaded status %s and enables the toggle', async (status) => {
    const { actor, canToggle } = await arrangeLoaded(status);

    expect(actor.getSnapshot().context.status).toBe(status);
    expect(canToggle()).toBe(true);
  });

  it('a load failure leaves the status unknown and the toggle disabled', async () => {
    const { actor, loadStatus, canToggle } = arrange();

    loadStatus.reject(apiError(500, 'Erro interno'));
    await settle();

    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.status).toBeNull();
    expect(canToggle()).toBe(false);
  });

  it('a user without an agent has an unknown status', async () => {
    const { actor, loadStatus, canToggle } = arrange();

    loadStatus.resolve(null);
    await settle();

    expect(actor.getSnapshot().context.status).toBeNull();
    expect(canToggle()).toBe(false);
  });

  it('the toggle sends the opposite and is disabled while the request runs', async () => {
    const { actor, setStatus, canToggle } = await arrangeLoaded(true);

    actor.send({ type: 'user.toggle' });

    expect(setStatus.last().input).toEqual({ status: false });
    expect(canToggle()).toBe(false);
    actor.send({ type: 'user.toggle' });
    expect(setStatus.calls).toHaveLength(1);
  });

  it("adopts the server's answer, not the requested value", async () => {
    const { actor, setStatus, canToggle } = await arrangeLoaded(false);
    actor.send({ type: 'user.toggle' });

    setStatus.resolve(false);
    await settle();

    expect(actor.getSnapshot().context.status).toBe(false);
    expect(canToggle()).toBe(true);
  });

  it('switches to the new status once the server confirms it', async () => {
    const { actor, setStatus } = await arrangeLoaded(false);
    actor.send({ type: 'user.toggle' });
    expect(actor.getSnapshot().context.status).toBe(false);

    setStatus.resolve(true);
    await settle();

    expect(actor.getSnapshot().context.status).toBe(true);
  });

  it('a failed change keeps the previous status and enables the toggle again', async () => {
    const { actor, setStatus, canToggle } = await arrangeLoaded(true);
    actor.send({ type: 'user.toggle' });

    setStatus.reject(new TypeError('Failed to fetch'));
    await settle();

    expect(actor.getSnapshot().context.status).toBe(true);
    expect(canToggle()).toBe(true);
  });

  it('reloads on request (after the agent is saved)', async () => {
    const { actor, loadStatus } = arrange();
    loadStatus.resolve(null);
    await settle();

    actor.send({ type: 'agentStatus.reload' });
    loadStatus.resolve(true);
    await settle();

    expect(loadStatus.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.status).toBe(true);
  });
});
