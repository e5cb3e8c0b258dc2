import type { FlowStep } from '@agente/api';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useAction } from '../../../hooks/useAction.ts';
import { useFeedback } from '../../../hooks/useFeedback.ts';
import { useResource } from '../../../hooks/useResource.ts';
import { FLUXO_COPY } from '../fluxo.copy.ts';
import { byPosition } from './stepItems.ts';

const { errors: ERRORS, success: SUCCESS } = FLUXO_COPY;

/** Positions 1..n in list order, as the server keeps them after a delete. */
const renumber = (steps: readonly FlowStep[]) =>
  steps.map((step, index) => ({ ...step, posicao: index + 1 }));

/**
 * The flow's steps and the calls that change them: add at the end, edit, swap with a neighbour,
 * delete. Each kind of call keeps its own error so the screen shows it where it happened.
 */
export function useFlowSteps(productId: number) {
  const { api } = useServices();
  const resource = useResource(() => api.flow.list(productId), ERRORS.loadSteps, [api, productId]);
  const adding = useAction();
  const saving = useAction();
  const moving = useAction();
  const removing = useAction();
  const feedback = useFeedback();
  const steps = resource.state.status === 'ready' ? byPosition(resource.state.data) : [];

  const add = (texto: string, onAdded: () => void) =>
    adding.run('add', () => api.flow.create(productId, texto, steps.length + 1), {
      fallbackError: ERRORS.addStep,
      onSuccess: (step) => {
        resource.update((current) => [...current, step]);
        feedback.show(SUCCESS.stepAdded);
        onAdded();
      },
    });

  const save = (stepId: number, texto: string, onSaved: () => void) =>
    saving.run(`save-${stepId}`, () => api.flow.update(productId, stepId, texto), {
      fallbackError: ERRORS.updateStep,
      onSuccess: (saved) => {
        resource.update((current) => current.map((step) => (step.id === saved.id ? saved : step)));
        feedback.show(SUCCESS.stepUpdated);
        onSaved();
      },
    });

  /** Swaps a step with its neighbour: the full list goes with the two positions exchanged. */
  const move = (stepId: number, direction: -1 | 1) => {
    const from = steps.findIndex((step) => step.id === stepId);
    const to = from + direction;
    if (from < 0 || to < 0 || to >= steps.length) return;
    const positions = steps.map((step, index) => ({
      id: step.id,
      posicao: (index === from ? to : index === to ? from : index) + 1,
    }));
    void moving.run(`move-${stepId}`, () => api.flow.reorder(productId, positions), {
      fallbackError: ERRORS.moveStep,
      onSuccess: (fluxo) => resource.update(() => fluxo),
    });
  };

  const remove = (stepId: number, onRemoved: () => void) =>
    removing.run(`remove-${stepId}`, () => api.flow.remove(productId, stepId), {
      fallbackError: ERRORS.removeStep,
      onSuccess: () => {
        resource.update((current) => renumber(byPosition(current).filter((step) => step.id !== stepId)));
        feedback.show(SUCCESS.stepRemoved);
        onRemoved();
      },
    });

  return {
    state: resource.state,
    steps,
    add,
    save,
    move,
    remove,
    /** Any call running: the moves are disabled. */
    isBusy: adding.isPending || saving.isPending || moving.isPending || removing.isPending,
    isAdding: adding.isPending,
    isSaving: saving.isPending,
    isRemoving: removing.isPending,
    addError: adding.error,
    saveError: saving.error,
    moveError: moving.error,
    removeError: removing.error,
    clearSaveError: saving.clearError,
    clearRemoveError: removing.clearError,
    successMessage: feedback.message,
  };
}
