import type { Media, Offer } from '@agente/api';
import { addMedia, addOffer, EMPTY_DRAFT, removeMarker, type StepDraft } from './stepDraft.ts';

/** Which composer a picker or a change goes to: the new step's, or the step edited in place. */
export type DraftTarget = 'new' | 'edit';
export type PickerKind = 'media' | 'offer';

/** The composers' drafts: the new step at the end of the flow, at most one step edited in place, and the open picker. */
export interface StepDrafts {
  newDraft: StepDraft;
  editing: { id: number; draft: StepDraft } | null;
  picker: { kind: PickerKind; target: DraftTarget } | null;
}

export const INITIAL_STEP_DRAFTS: StepDrafts = { newDraft: EMPTY_DRAFT, editing: null, picker: null };

export type StepDraftsAction =
  | { type: 'text'; target: DraftTarget; text: string }
  | { type: 'pause'; target: DraftTarget }
  | { type: 'removeMarker'; target: DraftTarget; key: string }
  | { type: 'openPicker'; kind: PickerKind; target: DraftTarget }
  | { type: 'closePicker' }
  /** A media or an offer chosen in the open picker: it goes to that picker's draft. */
  | { type: 'pickMedia'; media: Pick<Media, 'id' | 'tipo'> }
  | { type: 'pickOffer'; offer: Offer }
  | { type: 'startEditing'; id: number; draft: StepDraft }
  | { type: 'stopEditing' }
  /** The new step was added: its composer starts over. */
  | { type: 'resetNew' };

export const draftOf = (drafts: StepDrafts, target: DraftTarget): StepDraft =>
  target === 'new' ? drafts.newDraft : (drafts.editing?.draft ?? EMPTY_DRAFT);

/** Changes one composer's draft; a change to the edit composer while nothing is edited changes nothing. */
function change(
  drafts: StepDrafts,
  target: DraftTarget,
  update: (draft: StepDraft) => StepDraft,
): StepDrafts {
  if (target === 'new') return { ...drafts, newDraft: update(drafts.newDraft) };
  const { editing } = drafts;
  return editing ? { ...drafts, editing: { ...editing, draft: update(editing.draft) } } : drafts;
}

export function stepDraftsReducer(drafts: StepDrafts, action: StepDraftsAction): StepDrafts {
  switch (action.type) {
    case 'text':
      return change(drafts, action.target, (draft) => ({ ...draft, text: action.text }));
    case 'pause':
      return change(drafts, action.target, (draft) => ({ ...draft, pause: true }));
    case 'removeMarker':
      return change(drafts, action.target, (draft) => removeMarker(draft, action.key));
    case 'openPicker':
      return { ...drafts, picker: { kind: action.kind, target: action.target } };
    case 'closePicker':
      return { ...drafts, picker: null };
    case 'pickMedia':
      return drafts.picker
        ? change(drafts, drafts.picker.target, (draft) => addMedia(draft, action.media))
        : drafts;
    case 'pickOffer':
      return drafts.picker
        ? change(drafts, drafts.picker.target, (draft) => addOffer(draft, action.offer))
        : drafts;
    case 'startEditing':
      return { ...drafts, editing: { id: action.id, draft: action.draft } };
    case 'stopEditing':
      return { ...drafts, editing: null };
    case 'resetNew':
      return { ...drafts, newDraft: EMPTY_DRAFT };
  }
}
