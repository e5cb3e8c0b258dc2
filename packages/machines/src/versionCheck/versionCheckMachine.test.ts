import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { VERSION_POLL_MS } from '../constants.ts';
import { controlledActor } from '../testing/controlledActor.ts';
import { TestClock } from '../testing/testClock.ts';
import { versionCheckMachine } from './versionCheckMachine.ts';

function arrange() {
  const clock = new TestClock();
  const fetchVersion = controlledActor<string>();
  const reloadPage = vi.fn();
  const actor = createActor(
    versionCheckMachine.provide({ actors: { fetchVersion: fetchVersion.logic }, actions: { reloadPage } }),
    { clock },
  ).start();
  /** Waits for the next check and answers it. */
  const nextCheck = async (answer: string | Error) => {
    await clock.advance(VERSION_POLL_MS);
    if (answer instanceof Error) fetchVersion.reject(answer);
    else fetchVersion.resolve(answer);
    await clock.advance(0);
  };
  return { actor, clock, fetchVersion, reloadPage, nextCheck };
}

describe('versionCheckMachine', () => {
  it('fetches at start and remembers the first version', async () => {
    const { actor, clock, fetchVersion } = arrange();
    expect(fetchVersion.calls).toHaveLength(1);

    fetchVersion.resolve('1.4.0');
    await clock.advance(0);

    expect(actor.getSnapshot().context).toEqual({ loadedVersion: '1.4.0', newVersion: false });
  });

  it('checks again every 60 s', async () => {
    const { clock, fetchVersion } = arrange();
    fetchVersion.resolve('1.4.0');

    await clock.advance(VERSION_POLL_MS - 1);
    expect(fetchVersion.calls).toHaveLength(1);
    await clock.advance(1);
    expect(fetchVersion.calls).toHaveLength(2);
    fetchVersion.resolve('1.4.0');
    await clock.advance(VERSION_POLL_MS);
    expect(fetchVersion.calls).toHaveLength(3);
  });

  it('flags a new version when the published one differs, and stops checking', async () => {
    const { actor, clock, fetchVersion, nextCheck } = arrange();
    fetchVersion.resolve('1.4.0');
    await nextCheck('1.4.0');
    expect(actor.getSnapshot().context.newVersion).toBe(false);

    await nextCheck('1.5.0');

    expect(actor.getSnapshot().context).toEqual({ loadedVersion: '1.4.0', newVersion: true });
    await clock.advance(5 * VERSION_POLL_MS);
    expect(fetchVersion.calls).toHaveLength(3);
  });

  it('ignores errors silently and keeps checking', async () => {
    const { actor, fetchVersion, nextCheck } = arrange();
    fetchVersion.reject(new TypeError('Failed to fetch'));

    await nextCheck(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context).toEqual({ loadedVersion: null, newVersion: false });
    await nextCheck('1.4.0');
    await nextCheck('1.4.0');

    expect(actor.getSnapshot().context).toEqual({ loadedVersion: '1.4.0', newVersion: false });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("'Atualizar agora' reloads the page", async () => {
    const { actor, fetchVersion, nextCheck, reloadPage } = arrange();
    fetchVersion.resolve('1.4.0');
    await nextCheck('1.5.0');

    actor.send({ type: 'user.reload' });

    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
