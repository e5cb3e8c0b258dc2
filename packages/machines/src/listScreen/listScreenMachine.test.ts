import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SUCCESS_MESSAGE_MS } from '../constants.ts';
import { controlledActor } from '../testing/controlledActor.ts';
import { settle, TestClock } from '../testing/testClock.ts';
import {
  createListScreenMachine,
  type ListScreenEmitted,
  type ListScreenInput,
  type ListScreenSaveInput,
  type ListScreenToggleInput,
  type ListScreenUpdateInput,
} from './listScreenMachine.ts';

/** What packages/api throws: an Error with the answer's status and code. */
const apiError = (status: number, code: string, message: string) =>
  Object.assign(new Error(message), { status, code });

interface Note {
  id: number;
  text: string;
  active: boolean;
}
interface NoteValues {
  text: string;
}
type NoteErrors = Partial<Record<keyof NoteValues, 'required'>>;

const noteMachine = createListScreenMachine<Note, NoteValues, NoteErrors>();
const NOTES: Note[] = [
  { id: 1, text: 'primeira', active: true },
  { id: 2, text: 'segunda', active: false },
];

function arrange(input: Partial<ListScreenInput<NoteValues>> = {}) {
  const clock = new TestClock();
  const load = controlledActor<Note[]>();
  const create = controlledActor<Note, ListScreenSaveInput<NoteValues>>();
  const update = controlledActor<Note, ListScreenUpdateInput<NoteValues>>();
  const toggle = controlledActor<Note, ListScreenToggleInput<Note>>();
  const remove = controlledActor<unknown, { id: number }>();
  const machine = noteMachine.provide({
    actors: {
      load: load.logic,
      create: create.logic,
      update: update.logic,
      toggle: toggle.logic,
      remove: remove.logic,
    },
  });
  const actor = createActor(machine, { clock, input: { emptyValues: { text: '' }, ...input } }).start();
  const emitted: ListScreenEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const context = () => actor.getSnapshot().context;
  const texts = () => context().items.map((note) => note.text);
  const loaded = async () => {
    load.resolve(NOTES);
    await settle();
  };
  const type = (text: string) => actor.send({ type: 'user.change', values: { text } });
  return { actor, clock, load, create, update, toggle, remove, emitted, context, texts, loaded, type };
}

describe('listScreenMachine', () => {
  it('loads the list', async () => {
    const { actor, texts, loaded } = arrange();
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    await loaded();
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(texts()).toEqual(['primeira', 'segunda']);
  });

  it("keeps the server's message of a failed load, and loads again on retry", async () => {
    const { actor, load, context, texts } = arrange();
    load.reject(apiError(500, 'ERRO', 'Banco indisponível'));
    await settle();
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(context().loadFailure).toEqual({ code: 'load', serverMessage: 'Banco indisponível' });

    actor.send({ type: 'user.retry' });
    expect(load.calls).toHaveLength(2);
    expect(context().loadFailure).toBeNull();
    load.resolve(NOTES);
    await settle();
    expect(texts()).toEqual(['primeira', 'segunda']);
  });

  it('reports a load failure without a server message by its code alone', async () => {
    const { load, context } = arrange();
    load.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(context().loadFailure).toEqual({ code: 'load', serverMessage: null });
  });

  it('does not send a form with field errors, and shows them', async () => {
    const { actor, create, context, loaded } = arrange();
    await loaded();
    actor.send({ type: 'user.submit', fieldErrors: { text: 'required' } });
    expect(create.calls).toHaveLength(0);
    expect(context().fieldErrors).toEqual({ text: 'required' });
  });

  it('creates an item: the answer joins the list, the form empties and the success shows', async () => {
    const { actor, create, context, texts, loaded, type } = arrange();
    await loaded();
    type('terceira');
    actor.send({ type: 'user.submit', fieldErrors: {} });
    expect(create.last().input).toEqual({ values: { text: 'terceira' } });
    create.resolve({ id: 3, text: 'terceira', active: true });
    await settle();
    expect(texts()).toEqual(['primeira', 'segunda', 'terceira']);
    expect(context().values).toEqual({ text: '' });
    expect(context().success).toBe('created');
  });

  it('puts a created item first when the server lists the newest first, on page 1', async () => {
    const { actor, create, context, texts, loaded, type } = arrange({ newItemsFirst: true });
    await loaded();
    actor.send({ type: 'user.page', page: 2 });
    type('terceira');
    actor.send({ type: 'user.submit', fieldErrors: {} });
    create.resolve({ id: 3, text: 'terceira', active: true });
    await settle();
    expect(texts()).toEqual(['terceira', 'primeira', 'segunda']);
    expect(context().page).toBe(1);
  });

  it('keeps the form and its input when the save fails, with the failure until the next call', async () => {
    const { actor, create, context, loaded, type } = arrange();
    await loaded();
    type('terceira');
    actor.send({ type: 'user.submit', fieldErrors: {} });
    create.reject(apiError(409, 'DUPLICADO', 'Já existe.'));
    await settle();
    expect(context().values).toEqual({ text: 'terceira' });
    expect(context().failure).toEqual({ code: 'create', serverMessage: 'Já existe.' });
    expect(context().success).toBeNull();

    actor.send({ type: 'user.submit', fieldErrors: {} });
    expect(context().failure).toBeNull();
    expect(create.calls).toHaveLength(2);
  });

  it('hides the success message after exactly its delay; a new success restarts the wait', async () => {
    const { actor, clock, create, remove, context, loaded, type } = arrange();
    await loaded();
    type('terceira');
    actor.send({ type: 'user.submit', fieldErrors: {} });
    create.resolve({ id: 3, text: 'terceira', active: true });
    await settle();
    await clock.advance(SUCCESS_MESSAGE_MS - 1_000);
    actor.send({ type: 'user.remove', id: 3 });
    actor.send({ type: 'user.confirmRemove' });
    remove.resolve(undefined);
    await settle();
    expect(context().success).toBe('removed');

    await clock.advance(SUCCESS_MESSAGE_MS - 1);
    expect(context().success).toBe('removed');
    await clock.advance(1);
    expect(context().success).toBeNull();
    expect(clock.pendingTimers).toBe(0);
  });

  it('edits an item: the form shows it, the answer replaces it, and the form is new again', async () => {
    const { actor, update, context, texts, loaded, type } = arrange();
    await loaded();
    actor.send({ type: 'user.edit', id: 2, values: { text: 'segunda' } });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    type('segunda, revista');
    actor.send({ type: 'user.submit', fieldErrors: {} });
    expect(update.last().input).toEqual({ id: 2, values: { text: 'segunda, revista' } });
    update.resolve({ id: 2, text: 'segunda, revista', active: false });
    await settle();
    expect(texts()).toEqual(['primeira', 'segunda, revista']);
    expect(actor.getSnapshot().matches({ form: 'new' })).toBe(true);
    expect(context()).toMatchObject({ editingId: null, values: { text: '' }, success: 'updated' });
  });

  it('cancelling an edit empties the form and sends nothing', async () => {
    const { actor, update, context, loaded } = arrange();
    await loaded();
    actor.send({ type: 'user.edit', id: 1, values: { text: 'primeira' } });
    actor.send({ type: 'user.submit', fieldErrors: { text: 'required' } });
    actor.send({ type: 'user.cancelEdit' });
    expect(actor.getSnapshot().matches({ form: 'new' })).toBe(true);
    expect(context()).toMatchObject({ editingId: null, values: { text: '' }, fieldErrors: {} });
    expect(update.calls).toHaveLength(0);
  });

  it('deletes only after the confirmation, keeping the dialog open until the server answers', async () => {
    const { actor, remove, context, texts, loaded } = arrange();
    await loaded();
    actor.send({ type: 'user.remove', id: 2 });
    expect(context().confirmingId).toBe(2);
    expect(remove.calls).toHaveLength(0);

    actor.send({ type: 'user.confirmRemove' });
    expect(remove.last().input).toEqual({ id: 2 });
    expect(actor.getSnapshot().matches({ call: 'removing' })).toBe(true);
    expect(context().confirmingId).toBe(2);
    remove.resolve(undefined);
    await settle();
    expect(texts()).toEqual(['primeira']);
    expect(context()).toMatchObject({ confirmingId: null, success: 'removed' });
  });

  it('cancelling the delete changes nothing', async () => {
    const { actor, remove, context, texts, loaded } = arrange();
    await loaded();
    actor.send({ type: 'user.remove', id: 2 });
    actor.send({ type: 'user.cancelRemove' });
    expect(remove.calls).toHaveLength(0);
    expect(texts()).toEqual(['primeira', 'segunda']);
    expect(context()).toMatchObject({ confirmingId: null, success: null, failure: null });
  });

  it('a failed delete closes the dialog, keeps the item and says why', async () => {
    const { actor, remove, context, texts, loaded } = arrange();
    await loaded();
    actor.send({ type: 'user.remove', id: 1 });
    actor.send({ type: 'user.confirmRemove' });
    remove.reject(apiError(404, 'NAO_ENCONTRADO', 'Não encontrado.'));
    await settle();
    expect(texts()).toEqual(['primeira', 'segunda']);
    expect(context()).toMatchObject({
      confirmingId: null,
      failure: { code: 'remove', serverMessage: 'Não encontrado.' },
    });
  });

  it('deleting the item being edited empties the form', async () => {
    const { actor, remove, context, loaded } = arrange();
    await loaded();
    actor.send({ type: 'user.edit', id: 1, values: { text: 'primeira' } });
    actor.send({ type: 'user.remove', id: 1 });
    actor.send({ type: 'user.confirmRemove' });
    remove.resolve(undefined);
    await settle();
    expect(actor.getSnapshot().matches({ form: 'new' })).toBe(true);
    expect(context().values).toEqual({ text: '' });
  });

  it('switches an item on or off and says which', async () => {
    const { actor, toggle, context, loaded } = arrange();
    await loaded();
    actor.send({ type: 'user.toggle', item: NOTES[1] as Note, active: true });
    expect(toggle.last().input).toEqual({ item: NOTES[1], active: true });
    expect(context().toggling?.item.id).toBe(2);
    toggle.resolve({ id: 2, text: 'segunda', active: true });
    await settle();
    expect(context().items[1]?.active).toBe(true);
    expect(context()).toMatchObject({ toggling: null, success: 'activated' });

    actor.send({ type: 'user.toggle', item: NOTES[0] as Note, active: false });
    toggle.resolve({ id: 1, text: 'primeira', active: false });
    await settle();
    expect(context().success).toBe('deactivated');
  });

  it('a failed switch keeps the item as it was', async () => {
    const { actor, toggle, context, loaded } = arrange();
    await loaded();
    actor.send({ type: 'user.toggle', item: NOTES[0] as Note, active: false });
    toggle.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(context().items[0]?.active).toBe(true);
    expect(context()).toMatchObject({ toggling: null, failure: { code: 'toggle', serverMessage: null } });
  });

  it('runs one call at a time', async () => {
    const { actor, create, toggle, remove, loaded, type } = arrange();
    await loaded();
    type('terceira');
    actor.send({ type: 'user.submit', fieldErrors: {} });
    actor.send({ type: 'user.submit', fieldErrors: {} });
    actor.send({ type: 'user.toggle', item: NOTES[0] as Note, active: false });
    actor.send({ type: 'user.remove', id: 1 });
    expect(create.calls).toHaveLength(1);
    expect(toggle.calls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ call: 'creating' })).toBe(true);
    expect(remove.calls).toHaveLength(0);
  });

  it('reloads the list after a change when asked, keeping it on screen meanwhile', async () => {
    const { actor, load, toggle, texts, loaded } = arrange({ reloadAfterChange: true });
    await loaded();
    actor.send({ type: 'user.toggle', item: NOTES[0] as Note, active: false });
    toggle.resolve({ id: 1, text: 'primeira', active: false });
    await settle();
    expect(load.calls).toHaveLength(2);
    expect(actor.getSnapshot().matches({ list: 'reloading' })).toBe(true);
    expect(texts()).toEqual(['primeira', 'segunda']);
    load.resolve([{ id: 1, text: 'primeira', active: false }]);
    await settle();
    expect(texts()).toEqual(['primeira']);
  });

  it('tells its listeners how each call ended', async () => {
    const { actor, create, remove, emitted, loaded, type } = arrange();
    await loaded();
    type('terceira');
    actor.send({ type: 'user.submit', fieldErrors: {} });
    create.resolve({ id: 3, text: 'terceira', active: true });
    await settle();
    actor.send({ type: 'user.remove', id: 3 });
    actor.send({ type: 'user.confirmRemove' });
    remove.reject(apiError(500, 'ERRO', ''));
    await settle();
    expect(emitted).toEqual([
      { type: 'succeeded', code: 'created' },
      { type: 'failed', failure: { code: 'remove', serverMessage: null } },
    ]);
  });

  it('a new search goes back to the first page', () => {
    const { actor, context } = arrange();
    actor.send({ type: 'user.page', page: 3 });
    actor.send({ type: 'user.search', search: 'seg' });
    expect(context()).toMatchObject({ search: 'seg', page: 1 });
  });
});
