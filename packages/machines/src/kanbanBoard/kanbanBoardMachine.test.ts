import type { KanbanGroup, KanbanPage, KanbanPeriod } from '@agente/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { apiError, controlledActor } from '../testing/controlledActor.ts';
import { aLead } from '../testing/fixtures.ts';
import { settle } from '../testing/testClock.ts';
import { type ColumnPageInput, kanbanBoardMachine } from './kanbanBoardMachine.ts';

const leads = (...ids: number[]) => ids.map((id) => aLead({ id, nome: `Lead ${id}` }));
const BOARD: KanbanGroup[] = [
  { ultimo_step: 1, texto_etapa: 'Oi', total: 4, leads: leads(1, 2), cursor: 'c1' },
  { ultimo_step: 2, texto_etapa: null, total: 1, leads: leads(9), cursor: null },
];

function arrange() {
  const loadBoard = controlledActor<KanbanGroup[], { period: KanbanPeriod }>();
  const loadColumnPage = controlledActor<KanbanPage, ColumnPageInput>();
  const actor = createActor(
    kanbanBoardMachine.provide({
      actors: { loadBoard: loadBoard.logic, loadColumnPage: loadColumnPage.logic },
    }),
    { input: { period: 'hoje' } },
  ).start();
  const column = (step: number) =>
    actor
      .getSnapshot()
      .context.groups.find((group) => group.ultimo_step === step)
      ?.leads.map((lead) => lead.id);
  return { actor, loadBoard, loadColumnPage, column };
}

async function loaded() {
  const arranged = arrange();
  arranged.loadBoard.resolve(BOARD);
  await settle();
  return arranged;
}

describe('kanbanBoardMachine', () => {
  it('loads the board of the opening period and shows it', async () => {
    const { actor, loadBoard, column } = arrange();
    expect(loadBoard.last().input).toEqual({ period: 'hoje' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);

    loadBoard.resolve(BOARD);
    await settle();

    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(column(1)).toEqual([1, 2]);
  });

  it("appends a column's next page below the leads already shown, then knows when it has them all", async () => {
    const { actor, loadColumnPage, column } = await loaded();

    actor.send({ type: 'user.loadMore', step: 1 });
    expect(loadColumnPage.last().input).toEqual({ period: 'hoje', step: 1, cursor: 'c1' });
    expect(actor.getSnapshot().context.loadingStep).toBe(1);
    // The sentinel fires again while the page is on its way: one request only.
    actor.send({ type: 'user.loadMore', step: 1 });
    loadColumnPage.resolve({ leads: leads(2, 3, 4), cursor: null });
    await settle();

    expect(column(1)).toEqual([1, 2, 3, 4]);
    expect(actor.getSnapshot().context.loadingStep).toBeNull();
    actor.send({ type: 'user.loadMore', step: 1 });
    expect(loadColumnPage.calls).toHaveLength(1);
  });

  it('asks nothing for a column the board already holds whole', async () => {
    const { actor, loadColumnPage } = await loaded();
    actor.send({ type: 'user.loadMore', step: 2 });
    expect(loadColumnPage.calls).toHaveLength(0);
  });

  it('keeps the column as it was when a page fails, and tries again on the next request', async () => {
    const { actor, loadColumnPage, column } = await loaded();
    actor.send({ type: 'user.loadMore', step: 1 });
    loadColumnPage.reject(apiError(500, 'Erro interno'));
    await settle();

    expect(column(1)).toEqual([1, 2]);
    expect(actor.getSnapshot().context.error).toBe('page');
    actor.send({ type: 'user.loadMore', step: 1 });
    expect(loadColumnPage.last().input.cursor).toBe('c1');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('starts over on another period and ignores a page of the previous one', async () => {
    const { actor, loadBoard, loadColumnPage, column } = await loaded();
    actor.send({ type: 'user.loadMore', step: 1 });
    actor.send({ type: 'user.changePeriod', period: 'mes_atual' });

    expect(loadColumnPage.last().signal.aborted).toBe(true);
    expect(loadBoard.last().input).toEqual({ period: 'mes_atual' });
    expect(actor.getSnapshot().context.groups).toEqual([]);
    loadBoard.resolve([{ ultimo_step: 1, texto_etapa: 'Oi', total: 1, leads: leads(7), cursor: null }]);
    await settle();
    expect(column(1)).toEqual([7]);
  });

  it('says the board could not be loaded', async () => {
    const { actor, loadBoard } = arrange();
    loadBoard.reject(apiError(500, 'Erro interno'));
    await settle();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('load');
  });
});
