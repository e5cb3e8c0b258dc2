import type { User } from '@agente/api';
import { PasswordChangeModal } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { messageText } from '../errors.ts';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { aUser } from '../testing/fixtures.ts';
import { type ChangePasswordInput, forcedPasswordChangeMachine } from './forcedPasswordChangeMachine.ts';

const COPY = STORY_COPY.password;

const storyMachine = forcedPasswordChangeMachine.provide({
  actors: { changePassword: fromPromise<User, ChangePasswordInput>(async () => aUser()) },
  actions: { passwordChanged: () => {} },
});

type Snapshot = SnapshotFrom<typeof forcedPasswordChangeMachine>;
type Input = { user: User; currentPassword: string | null };
const AFTER_LOGIN: Input = { user: aUser(), currentPassword: 'temporaria' };
const AFTER_RELOAD: Input = { user: aUser(), currentPassword: null };
const startAt = (
  value: 'editing' | 'succeeded',
  input: Input,
  context: Partial<Snapshot['context']> = {},
): Snapshot =>
  forcedPasswordChangeMachine.resolveState({
    value,
    context: {
      ...input,
      error: null,
      fieldErrors: { newPassword: null, confirmPassword: null },
      success: null,
      savedUser: null,
      newPassword: '',
      ...context,
    },
  });

const STARTS = {
  editing: startAt('editing', AFTER_LOGIN),
  afterReload: startAt('editing', AFTER_RELOAD),
  succeeded: startAt('succeeded', AFTER_LOGIN, { success: 'passwordChanged', savedUser: aUser() }),
} satisfies Record<string, Snapshot>;

/** The blocking modal shown while the password is a temporary one (the panel's PasswordChangeModal). */
function ForcedPasswordChangeDemo({ state }: { state: keyof typeof STARTS }) {
  const start = STARTS[state];
  const [snapshot, send] = useMachine(storyMachine, { input: start.context, snapshot: start });
  const { error, fieldErrors, success } = snapshot.context;
  const words = COPY.messages;
  return (
    <PasswordChangeModal
      isOpen={!snapshot.matches('closed')}
      labels={COPY}
      askCurrentPassword={false}
      error={error && messageText(error, words)}
      fieldErrors={{
        newPassword: fieldErrors.newPassword && words[fieldErrors.newPassword],
        confirmPassword: fieldErrors.confirmPassword && words[fieldErrors.confirmPassword],
      }}
      success={success && words[success]}
      isSaving={snapshot.matches('saving')}
      onSubmit={(values) => send({ type: 'user.submit', ...values })}
    />
  );
}

const meta = {
  title: 'Machines/forcedPasswordChange',
  component: ForcedPasswordChangeDemo,
  parameters: { layout: 'fullscreen' },
  args: { state: 'editing' },
  argTypes: { state: { control: 'select', options: Object.keys(STARTS) } },
} satisfies Meta<typeof ForcedPasswordChangeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};

/** The modal fades in: a story drives it once its entering animation has run. */
async function modalShown() {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
}

export const PasswordsDiffer: Story = {
  play: async () => {
    await modalShown();
    await userEvent.type(screen.getByLabelText(COPY.newPassword), 'segredo1');
    await userEvent.type(screen.getByLabelText(COPY.confirmPassword), 'segredo2');
    await userEvent.click(screen.getByRole('button', { name: COPY.submit }));
    await expect(await screen.findByText(COPY.messages.passwordsDoNotMatch)).toBeVisible();
  },
};

/** After a reload the form is the same two fields: the server knows the session's password is temporary. */
export const AfterReload: Story = {
  args: { state: 'afterReload' },
  play: async () => {
    await modalShown();
    await userEvent.click(screen.getByRole('button', { name: COPY.submit }));
    // Both fields are empty, and both say so at once.
    await waitFor(() => expect(screen.getAllByText(COPY.messages.fieldsRequired)).toHaveLength(2));
    await expect(screen.queryByLabelText(COPY.currentPassword)).toBeNull();
    await expect(screen.getByLabelText(COPY.newPassword)).toBeVisible();
  },
};

/** Saved: the success message shows for 1 s before the modal closes; held here from a snapshot. */
export const Succeeded: Story = {
  args: { state: 'succeeded' },
};
