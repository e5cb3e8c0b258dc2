import type { Api } from '@agente/api';
import { type KanbanTagErrorCode, kanbanTagMachine } from '@agente/machines';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Actor, createActor, fromPromise } from 'xstate';

type TagActor = Actor<typeof kanbanTagMachine>;

/**
 * The board's tag changes. Each lead whose tag the user changes gets a kanbanTag actor; the board shows a
 * new tag only once that actor reports the server confirmed it, and the actor's error otherwise.
 * Actors live here, not in the cards, because the columns are virtualised and unmount cards out of view.
 */
export function useLeadTags(api: Api, onSaved?: (tag: string) => void) {
  // Read when a save ends, so the actors made earlier call the latest one.
  const savedListener = useRef(onSaved);
  savedListener.current = onSaved;
  const [confirmed, setConfirmed] = useState<ReadonlyMap<number, string>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<KanbanTagErrorCode | null>(null);
  const actors = useRef(new Map<number, TagActor>());

  const logic = useMemo(
    () =>
      kanbanTagMachine.provide({
        actors: {
          saveTag: fromPromise(({ input }) => api.kanban.setTag(input.leadId, input.etiqueta)),
        },
      }),
    [api],
  );

  useEffect(() => {
    const running = actors.current;
    return () => {
      for (const actor of running.values()) actor.stop();
      running.clear();
    };
  }, []);

  const select = useCallback(
    (leadId: number, currentTag: string | null, tag: string) => {
      let actor = actors.current.get(leadId);
      if (!actor) {
        const created = createActor(logic, { input: { leadId, tag: currentTag } });
        let wasSaving = false;
        created.subscribe((snapshot) => {
          const saving = snapshot.matches('saving');
          const justSaved = wasSaving && !saving;
          wasSaving = saving;
          setPending((set) => {
            if (saving === set.has(leadId)) return set;
            const next = new Set(set);
            if (saving) next.add(leadId);
            else next.delete(leadId);
            return next;
          });
          if (saving) return;
          if (snapshot.context.error) setError(snapshot.context.error);
          const savedTag = snapshot.context.tag;
          if (justSaved && !snapshot.context.error && savedTag !== null) savedListener.current?.(savedTag);
          if (savedTag !== null) {
            setConfirmed((map) => (map.get(leadId) === savedTag ? map : new Map(map).set(leadId, savedTag)));
          }
        });
        created.start();
        actors.current.set(leadId, created);
        actor = created;
      }
      setError(null);
      actor.send({ type: 'user.selectTag', tag });
    },
    [logic],
  );

  /** Forget local confirmations and a past error once the board is loaded again (the user moved on). */
  const reset = useCallback(() => {
    for (const actor of actors.current.values()) actor.stop();
    actors.current.clear();
    setConfirmed(new Map());
    setPending(new Set());
    setError(null);
  }, []);

  return { confirmed, pending, error, select, reset };
}
