import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DOCUMENT_POLL_MS } from '../constants.ts';
import { controlledActor } from '../testing/controlledActor.ts';
import { TestClock } from '../testing/testClock.ts';
import { documentProcessingMachine } from './documentProcessingMachine.ts';

function start() {
  const clock = new TestClock();
  const read = controlledActor<number>();
  const actor = createActor(documentProcessingMachine.provide({ actors: { readDocuments: read.logic } }), {
    clock,
  }).start();
  return { clock, read, actor };
}

describe('documentProcessingMachine', () => {
  it('reads nothing while no document is processing', async () => {
    const { clock, read, actor } = start();
    actor.send({ type: 'documents.loaded', processing: 0 });
    await clock.advance(DOCUMENT_POLL_MS * 10);
    expect(read.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reads the list every DOCUMENT_POLL_MS while one is processing, and stops when none is', async () => {
    const { clock, read, actor } = start();
    actor.send({ type: 'documents.loaded', processing: 2 });

    await clock.advance(DOCUMENT_POLL_MS - 1);
    expect(read.calls).toHaveLength(0);
    await clock.advance(1);
    expect(read.calls).toHaveLength(1);
    read.resolve(1);
    await clock.advance(DOCUMENT_POLL_MS);
    expect(read.calls).toHaveLength(2);
    read.resolve(0);
    await clock.advance(0);

    expect(actor.getSnapshot().context.processing).toBe(0);
    await clock.advance(DOCUMENT_POLL_MS * 10);
    expect(read.calls).toHaveLength(2);
  });

  it('keeps trying after a failed read', async () => {
    const { clock, read, actor } = start();
    actor.send({ type: 'documents.loaded', processing: 1 });
    await clock.advance(DOCUMENT_POLL_MS);
    read.reject(new TypeError('Failed to fetch'));
    await clock.advance(0);
    expect(actor.getSnapshot().context.processing).toBe(1);
    await clock.advance(DOCUMENT_POLL_MS);
    expect(read.calls).toHaveLength(2);
  });

  it('starts polling again when an upload brings a new processing document', async () => {
    const { clock, read, actor } = start();
    actor.send({ type: 'documents.loaded', processing: 0 });
    await clock.advance(DOCUMENT_POLL_MS * 3);
    actor.send({ type: 'documents.loaded', processing: 1 });
    await clock.advance(DOCUMENT_POLL_MS);
    expect(read.calls).toHaveLength(1);
  });

  it('stops when a reload shows every document done, even between two reads', async () => {
    const { clock, read, actor } = start();
    actor.send({ type: 'documents.loaded', processing: 1 });
    await clock.advance(DOCUMENT_POLL_MS / 2);
    actor.send({ type: 'documents.loaded', processing: 0 });
    await clock.advance(DOCUMENT_POLL_MS * 5);
    expect(read.calls).toHaveLength(0);
  });
});
