import type { Lead } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aLead } from '../testing/fixtures.ts';
import { settle } from '../testing/testClock.ts';
import { kanbanTagMachine } from './kanbanTagMachine.ts';

function arrange(tag: string | null = 'LEAD NOVO') {
  const saveTag = controlledActor<Lead, { leadId: number; etiqueta: string }>();
  const actor = createActor(kanbanTagMachine.provide({ actors: { saveTag: saveTag.logic } }), {
    input: { leadId: 41, tag },
  }).start();
  const tagShown = () => actor.getSnapshot().context.tag;
  return { actor, saveTag, tagShown };
}

describe('kanbanTagMachine', () => {
  it('keeps the old tag while the server has not confirmed', () => {
    const { actor, saveTag, tagShown } = arrange();

    actor.send({ type: 'user.selectTag', tag: 'COMPRA EFETUADA' });

    expect(saveTag.last().input).toEqual({ leadId: 41, etiqueta: 'COMPRA EFETUADA' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(tagShown()).toBe('LEAD NOVO');
  });

  it('changes the card once the server confirms, in the form the server saved', async () => {
    const { actor, saveTag, tagShown } = arrange(null);
    actor.send({ type: 'user.selectTag', tag: ' retornar contato' });

    saveTag.resolve(aLead({ etiqueta: 'RETORNAR CONTATO' }));
    await settle();

    expect(tagShown()).toBe('RETORNAR CONTATO');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failure keeps the old tag and reports tagUpdateFailed', async () => {
    const { actor, saveTag, tagShown } = arrange();
    actor.send({ type: 'user.selectTag', tag: 'CANCELADO' });

    saveTag.reject(apiError(500, 'Erro interno'));
    await settle();

    expect(tagShown()).toBe('LEAD NOVO');
    expect(actor.getSnapshot().context.error).toBe('tagUpdateFailed');
  });

  it('the error can be dismissed, and a new choice clears it', async () => {
    const { actor, saveTag } = arrange();
    actor.send({ type: 'user.selectTag', tag: 'CANCELADO' });
    saveTag.reject(new TypeError('Failed to fetch'));
    await settle();

    actor.send({ type: 'user.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();

    saveTag.calls.length = 0;
    actor.send({ type: 'user.selectTag', tag: 'CANCELADO' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(saveTag.calls).toHaveLength(1);
  });

  it('ignores another choice while one is being saved', () => {
    const { actor, saveTag } = arrange();
    actor.send({ type: 'user.selectTag', tag: 'CANCELADO' });

    actor.send({ type: 'user.selectTag', tag: 'COMPRA EFETUADA' });

    expect(saveTag.calls).toHaveLength(1);
  });
});
