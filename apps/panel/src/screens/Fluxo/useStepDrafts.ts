import { useState } from 'react';
import { EMPTY_DRAFT, type StepDraft } from './stepDraft.ts';

/** Which composer a picker or a change goes to: the new step's, or the step edited in place. */
export type DraftTarget = 'new' | 'edit';
export type PickerKind = 'media' | 'offer';

/** The composers' drafts: the new step at the end of the flow, and at most one step edited in place. */
export function useStepDrafts() {
  const [newDraft, setNewDraft] = useState<StepDraft>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<{ id: number; draft: StepDraft } | null>(null);
  const [picker, setPicker] = useState<{ kind: PickerKind; target: DraftTarget } | null>(null);

  const draftOf = (target: DraftTarget) => (target === 'new' ? newDraft : (editing?.draft ?? EMPTY_DRAFT));
  const change = (target: DraftTarget, update: (draft: StepDraft) => StepDraft) => {
    if (target === 'new') setNewDraft(update);
    else setEditing((current) => (current ? { ...current, draft: update(current.draft) } : current));
  };

  return {
    newDraft,
    editing,
    picker,
    draftOf,
    change,
    startEditing: (id: number, draft: StepDraft) => setEditing({ id, draft }),
    stopEditing: () => setEditing(null),
    resetNew: () => setNewDraft(EMPTY_DRAFT),
    openPicker: (kind: PickerKind, target: DraftTarget) => setPicker({ kind, target }),
    closePicker: () => setPicker(null),
  };
}
