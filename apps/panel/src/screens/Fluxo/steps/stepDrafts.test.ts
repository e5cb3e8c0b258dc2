import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, mediaKey, PAUSE_KEY } from './stepDraft.ts';
import { draftOf, INITIAL_STEP_DRAFTS, type StepDrafts, stepDraftsReducer } from './stepDrafts.ts';

const catalogue = { id: 5, tipo: 'pdf' } as const;
const offer = { id: 1, nome_oferta: 'Kit 3 frascos', preco: 97.9, link: 'https://pay.exemplo.com/kit-1' };
const run = (...actions: Parameters<typeof stepDraftsReducer>[1][]): StepDrafts =>
  actions.reduce(stepDraftsReducer, INITIAL_STEP_DRAFTS);

describe('stepDraftsReducer', () => {
  it('types into the new step and marks its pause', () => {
    const drafts = run({ type: 'text', target: 'new', text: 'Oi!' }, { type: 'pause', target: 'new' });
    expect(drafts.newDraft).toEqual({ ...EMPTY_DRAFT, text: 'Oi!', pause: true });
    expect(drafts.editing).toBeNull();
  });

  it('a picked media or offer goes to the draft whose picker is open', () => {
    const drafts = run(
      { type: 'startEditing', id: 12, draft: { ...EMPTY_DRAFT, text: 'Segue.' } },
      { type: 'openPicker', kind: 'media', target: 'edit' },
      { type: 'pickMedia', media: catalogue },
      { type: 'openPicker', kind: 'offer', target: 'edit' },
      { type: 'pickOffer', offer },
    );
    expect(draftOf(drafts, 'edit')).toEqual({
      media: [{ type: 'media', id: 5, codec: 'pdf' }],
      offers: [{ type: 'offer', id: 1, preco: 97.9, link: 'https://pay.exemplo.com/kit-1' }],
      pause: false,
      text: 'Segue.',
    });
    expect(drafts.newDraft).toEqual(EMPTY_DRAFT);
  });

  it('a pick with no picker open, or an edit change with no step edited, changes nothing', () => {
    const start = run({ type: 'text', target: 'new', text: 'Oi!' });
    expect(stepDraftsReducer(start, { type: 'pickMedia', media: catalogue })).toBe(start);
    expect(stepDraftsReducer(start, { type: 'text', target: 'edit', text: 'x' })).toBe(start);
  });

  it('removes a chip by its key', () => {
    const drafts = run(
      { type: 'openPicker', kind: 'media', target: 'new' },
      { type: 'pickMedia', media: catalogue },
      { type: 'pause', target: 'new' },
      { type: 'removeMarker', target: 'new', key: mediaKey(5) },
      { type: 'removeMarker', target: 'new', key: PAUSE_KEY },
    );
    expect(drafts.newDraft).toEqual(EMPTY_DRAFT);
  });

  it('closing the picker, ending the edit and resetting the new step each leave the rest alone', () => {
    const drafts = run(
      { type: 'text', target: 'new', text: 'Oi!' },
      { type: 'startEditing', id: 12, draft: EMPTY_DRAFT },
      { type: 'openPicker', kind: 'offer', target: 'new' },
      { type: 'closePicker' },
      { type: 'stopEditing' },
    );
    expect(drafts).toEqual({ ...INITIAL_STEP_DRAFTS, newDraft: { ...EMPTY_DRAFT, text: 'Oi!' } });
    expect(stepDraftsReducer(drafts, { type: 'resetNew' })).toEqual(INITIAL_STEP_DRAFTS);
  });
});
