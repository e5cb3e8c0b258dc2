import type { Product } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActor } from '../testing/controlledActor.ts';
import { aProduct } from '../testing/fixtures.ts';
import { TestClock } from '../testing/testClock.ts';
import { productsLoaderMachine } from './productsLoaderMachine.ts';

function arrange() {
  const clock = new TestClock();
  const loadProducts = controlledActor<Product[]>();
  const actor = createActor(productsLoaderMachine.provide({ actors: { loadProducts: loadProducts.logic } }), {
    clock,
  }).start();
  const fail = async () => {
    loadProducts.reject(new TypeError('Failed to fetch'));
    await clock.advance(0);
  };
  return { actor, clock, loadProducts, fail };
}

/** Fails the current load, then checks the retry starts after exactly `waitMs`. */
async function expectRetryAfter(arranged: ReturnType<typeof arrange>, waitMs: number) {
  const calls = arranged.loadProducts.calls.length;
  await arranged.fail();
  expect(arranged.actor.getSnapshot().value).toBe('waitingToRetry');
  expect(arranged.actor.getSnapshot().context.error).toBeNull();
  await arranged.clock.advance(waitMs - 1);
  expect(arranged.loadProducts.calls).toHaveLength(calls);
  await arranged.clock.advance(1);
  expect(arranged.loadProducts.calls).toHaveLength(calls + 1);
}

describe('productsLoaderMachine', () => {
  it('loads the products', async () => {
    const { actor, clock, loadProducts } = arrange();
    expect(actor.getSnapshot().value).toBe('loading');

    loadProducts.resolve([aProduct()]);
    await clock.advance(0);

    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.products).toEqual([aProduct()]);
  });

  it('retries 3 times after 1, 2 and 4 s, then reports loadFailed', async () => {
    const arranged = arrange();

    await expectRetryAfter(arranged, 1_000);
    await expectRetryAfter(arranged, 2_000);
    await expectRetryAfter(arranged, 4_000);
    await arranged.fail();

    expect(arranged.actor.getSnapshot().value).toBe('failed');
    expect(arranged.actor.getSnapshot().context.error).toBe('loadFailed');
    expect(arranged.loadProducts.calls).toHaveLength(4);
    await arranged.clock.advance(60_000);
    expect(arranged.loadProducts.calls).toHaveLength(4);
  });

  it('a retry that succeeds shows the products', async () => {
    const arranged = arrange();
    await expectRetryAfter(arranged, 1_000);

    arranged.loadProducts.resolve([aProduct({ id: 9 })]);
    await arranged.clock.advance(0);

    expect(arranged.actor.getSnapshot().value).toBe('loaded');
    expect(arranged.actor.getSnapshot().context.products[0]?.id).toBe(9);
  });

  it('the retry button loads again, with 3 fresh automatic retries', async () => {
    const arranged = arrange();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await arranged.fail();
      await arranged.clock.advance(4_000);
    }
    expect(arranged.actor.getSnapshot().value).toBe('failed');

    arranged.actor.send({ type: 'user.retry' });

    expect(arranged.actor.getSnapshot().value).toBe('loading');
    expect(arranged.actor.getSnapshot().context.error).toBeNull();
    await expectRetryAfter(arranged, 1_000);
  });

  it('an empty list is a successful load', async () => {
    const { actor, clock, loadProducts } = arrange();

    loadProducts.resolve([]);
    await clock.advance(0);

    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.products).toEqual([]);
  });

  it('reloads on request after a success', async () => {
    const { actor, clock, loadProducts } = arrange();
    loadProducts.resolve([]);
    await clock.advance(0);

    actor.send({ type: 'products.reload' });
    loadProducts.resolve([aProduct()]);
    await clock.advance(0);

    expect(actor.getSnapshot().context.products).toEqual([aProduct()]);
  });
});
