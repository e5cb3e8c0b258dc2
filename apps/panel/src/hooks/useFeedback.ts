import { successMessageMachine } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useCallback } from 'react';

type FeedbackLogic = typeof successMessageMachine;

/**
 * A message that hides by itself: success banners (3 s) by default, or the copy confirmations
 * (copyFeedbackMachine 1.5 s, linkCopiedMachine 2 s) from @agente/machines.
 */
export function useFeedback(logic: FeedbackLogic = successMessageMachine) {
  const [snapshot, send] = useMachine(logic);
  const show = useCallback((message: string) => send({ type: 'feedback.show', message }), [send]);
  const hide = useCallback(() => send({ type: 'feedback.hide' }), [send]);
  return { message: snapshot.context.message, show, hide };
}
