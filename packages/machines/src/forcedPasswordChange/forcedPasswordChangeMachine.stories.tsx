import type { User } from '@agente/api';
import { Button, Dialog, InlineMessage, Modal, PasswordField, Stack, Text } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { PASSWORD_CHANGED, PASSWORDS_DO_NOT_MATCH } from '../messages.ts';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { aUser } from '../testing/fixtures.ts';
import { type ChangePasswordInput, forcedPasswordChangeMachine } from './forcedPasswordChangeMachine.ts';

const COPY = STORY_COPY.password;

const storyMachine = forcedPasswordChangeMachine.provide({
  actors: { changePassword: fromPromise<User, ChangePasswordInput>(async () => aUser()) },
  actions: { passwordChanged: () => {} },
});

type Snapshot = SnapshotFrom<typeof forcedPasswordChangeMachine>;
const input = { user: aUser(), currentPassword: 'temporaria' };
const startAt = (
  value: 'editing' | 'saving' | 'succeeded',
  context: Partial<Snapshot['context']> = {},
): Snapshot =>
  forcedPasswordChangeMachine.resolveState({
    value,
    context: { ...input, error: null, success: null, savedUser: null, newPassword: '', ...context },
  });

const STARTS = {
  editing: startAt('editing'),
  succeeded: startAt('succeeded', { success: PASSWORD_CHANGED, savedUser: aUser() }),
} satisfies Record<string, Snapshot>;

/** The blocking modal shown while the password is a temporary one. */
function ForcedPasswordChangeDemo({ state }: { state: keyof typeof STARTS }) {
  const [snapshot, send] = useMachine(storyMachine, { input, snapshot: STARTS[state] });
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { error, success } = snapshot.context;
  return (
    <Modal isOpen={!snapshot.matches('closed')} isBlocking>
      <Dialog title={COPY.title} hideCloseButton>
        <Stack gap="md">
          <Text>{COPY.intro}</Text>
          <PasswordField label={COPY.newPassword} value={newPassword} onChange={setNewPassword} />
          <PasswordField label={COPY.confirmPassword} value={confirmPassword} onChange={setConfirmPassword} />
          {error && <InlineMessage tone="error">{error}</InlineMessage>}
          {success && <InlineMessage tone="success">{success}</InlineMessage>}
          <Button
            onPress={() => send({ type: 'user.submit', newPassword, confirmPassword })}
            isPending={snapshot.matches('saving')}
            isDisabled={snapshot.matches('succeeded')}
          >
            {COPY.save}
          </Button>
        </Stack>
      </Dialog>
    </Modal>
  );
}

const meta = {
  title: 'Machines/forcedPasswordChange',
  component: ForcedPasswordChangeDemo,
  args: { state: 'editing' },
  argTypes: { state: { control: 'select', options: Object.keys(STARTS) } },
} satisfies Meta<typeof ForcedPasswordChangeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};

export const PasswordsDiffer: Story = {
  play: async () => {
    await userEvent.type(screen.getByLabelText(COPY.newPassword), 'segredo1');
    await userEvent.type(screen.getByLabelText(COPY.confirmPassword), 'segredo2');
    await userEvent.click(screen.getByRole('button', { name: COPY.save }));
    await expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeVisible();
  },
};

/** Saved: the success message shows for 1 s before the modal closes; held here from a snapshot. */
export const Succeeded: Story = {
  args: { state: 'succeeded' },
};
