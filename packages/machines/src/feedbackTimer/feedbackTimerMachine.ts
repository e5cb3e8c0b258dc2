import { assign, setup } from 'xstate';
import { COPY_FEEDBACK_MS, LINK_COPIED_MS, SUCCESS_MESSAGE_MS } from '../constants.ts';

export interface FeedbackTimerContext {
  /** The message on screen; null when hidden. */
  message: string | null;
}

export type FeedbackTimerEvent = { type: 'feedback.show'; message: string } | { type: 'feedback.hide' };

/** A message that hides by itself (success banners, 'Copiado!', 'Link copiado!'); a new one restarts the wait. */
export const feedbackTimerMachine = setup({
  types: {
    context: {} as FeedbackTimerContext,
    events: {} as FeedbackTimerEvent,
  },
  delays: {
    FEEDBACK_VISIBLE: SUCCESS_MESSAGE_MS,
  },
}).createMachine({
  id: 'feedbackTimer',
  context: { message: null },
  initial: 'hidden',
  states: {
    hidden: {
      entry: assign({ message: null }),
      on: {
        'feedback.show': { target: 'visible', actions: assign({ message: ({ event }) => event.message }) },
      },
    },
    visible: {
      on: {
        // Re-entering restarts the wait for the new message.
        'feedback.show': {
          target: 'visible',
          reenter: true,
          actions: assign({ message: ({ event }) => event.message }),
        },
        'feedback.hide': 'hidden',
      },
      after: { FEEDBACK_VISIBLE: 'hidden' },
    },
  },
});

/** Success messages: hidden after 3 s. */
export const successMessageMachine = feedbackTimerMachine;

/** 'Copiado!' (admin password) and the training 'Link copiado!': hidden after 1.5 s. */
export const copyFeedbackMachine = feedbackTimerMachine.provide({
  delays: { FEEDBACK_VISIBLE: COPY_FEEDBACK_MS },
});

/** The impersonation 'Link copiado!': hidden after 2 s. */
export const linkCopiedMachine = feedbackTimerMachine.provide({
  delays: { FEEDBACK_VISIBLE: LINK_COPIED_MS },
});
