import { AgentStatusToggle } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { agentStatusMachine } from './agentStatusMachine.ts';

const COPY = STORY_COPY.agentStatus;

const storyMachine = agentStatusMachine.provide({
  actors: {
    loadStatus: fromPromise<boolean | null>(async () => true),
    setStatus: fromPromise<boolean, { status: boolean }>(async ({ input }) => input.status),
  },
});

type Snapshot = SnapshotFrom<typeof agentStatusMachine>;
const startAt = (
  value: Parameters<typeof agentStatusMachine.resolveState>[0]['value'],
  status: boolean | null,
) => agentStatusMachine.resolveState({ value, context: { status } });

const STARTS = {
  active: startAt({ known: 'idle' }, true),
  paused: startAt({ known: 'idle' }, false),
  unknown: startAt('unknown', null),
  updating: startAt({ known: 'updating' }, true),
} satisfies Record<string, Snapshot>;

/** The menu's agent switch: disabled while unknown or while a change runs. */
function AgentStatusDemo({ state }: { state: keyof typeof STARTS }) {
  const [snapshot, send] = useMachine(storyMachine, { snapshot: STARTS[state] });
  return (
    <AgentStatusToggle
      status={snapshot.context.status}
      labels={COPY}
      isDisabled={!snapshot.can({ type: 'user.toggle' })}
      onToggle={() => send({ type: 'user.toggle' })}
    />
  );
}

const meta = {
  title: 'Machines/agentStatus',
  component: AgentStatusDemo,
  args: { state: 'active' },
  argTypes: { state: { control: 'select', options: Object.keys(STARTS) } },
} satisfies Meta<typeof AgentStatusDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Paused: Story = { args: { state: 'paused' } };

export const Unknown: Story = {
  args: { state: 'unknown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: COPY.caption })).toBeDisabled();
  },
};

export const Updating: Story = { args: { state: 'updating' } };

/** Pausing: the switch adopts the server's answer (the fake confirms at once). */
export const Toggle: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: COPY.caption }));
    await expect(await canvas.findByText(COPY.paused)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: COPY.caption })).not.toBeChecked();
  },
};
