import { InlineMessage } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { feedbackTimerMachine } from './feedbackTimerMachine.ts';

const STARTS = {
  visible: feedbackTimerMachine.resolveState({
    value: 'visible',
    context: { message: STORY_COPY.feedback.saved },
  }),
  hidden: feedbackTimerMachine.resolveState({ value: 'hidden', context: { message: null } }),
};

/** A success message on screen; started from a snapshot, so it stays for the screenshot. */
function FeedbackDemo({ state }: { state: keyof typeof STARTS }) {
  const [snapshot] = useMachine(feedbackTimerMachine, { snapshot: STARTS[state] });
  const { message } = snapshot.context;
  return <div role="status">{message && <InlineMessage tone="success">{message}</InlineMessage>}</div>;
}

const meta = {
  title: 'Machines/feedbackTimer',
  component: FeedbackDemo,
  args: { state: 'visible' },
  argTypes: { state: { control: 'select', options: Object.keys(STARTS) } },
} satisfies Meta<typeof FeedbackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const Hidden: Story = { args: { state: 'hidden' } };
