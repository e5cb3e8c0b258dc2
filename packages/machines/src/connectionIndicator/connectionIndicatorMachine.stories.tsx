import type { ConnectionState } from '@agente/api';
import { ConnectionIndicator } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { connectionIndicatorMachine } from './connectionIndicatorMachine.ts';

const COPY = STORY_COPY.connection;
const PHONE = '5511988887777';

const storyMachine = connectionIndicatorMachine.provide({
  actors: { checkConnection: fromPromise<ConnectionState>(async () => 'connected') },
});

type Snapshot = SnapshotFrom<typeof connectionIndicatorMachine>;
const startAt = (value: 'checking' | 'connected' | 'disconnected'): Snapshot =>
  connectionIndicatorMachine.resolveState({ value, context: { phone: PHONE } });

/** The menu's messaging-app indicator. */
function ConnectionIndicatorDemo({ state }: { state: 'checking' | 'connected' | 'disconnected' }) {
  const [snapshot] = useMachine(storyMachine, { input: { phone: PHONE }, snapshot: startAt(state) });
  const shown = snapshot.matches('connected')
    ? 'connected'
    : snapshot.matches('disconnected')
      ? 'disconnected'
      : 'checking';
  return <ConnectionIndicator state={shown} labels={COPY} />;
}

const meta = {
  title: 'Machines/connectionIndicator',
  component: ConnectionIndicatorDemo,
  args: { state: 'checking' },
  argTypes: { state: { control: 'select', options: ['checking', 'connected', 'disconnected'] } },
} satisfies Meta<typeof ConnectionIndicatorDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {};
export const Connected: Story = { args: { state: 'connected' } };
export const Disconnected: Story = { args: { state: 'disconnected' } };
