import { Banner, Button } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, fn, userEvent } from 'storybook/test';
import { fromPromise } from 'xstate';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { versionCheckMachine } from './versionCheckMachine.ts';

const COPY = STORY_COPY.version;

const NEW_VERSION_AVAILABLE = versionCheckMachine.resolveState({
  value: 'newVersionAvailable',
  context: { loadedVersion: '1.4.0', newVersion: true },
});

/** The new-version notice: nothing until the published version differs from the loaded one. */
function VersionCheckDemo({ reloadPage }: { reloadPage: () => void }) {
  const [snapshot, send] = useMachine(
    versionCheckMachine.provide({
      actors: { fetchVersion: fromPromise<string>(async () => '1.4.0') },
      actions: { reloadPage },
    }),
    { snapshot: NEW_VERSION_AVAILABLE },
  );
  if (!snapshot.context.newVersion) return null;
  return (
    <Banner
      tone="warning"
      emphasis="strong"
      action={
        <Button size="sm" onPress={() => send({ type: 'user.reload' })}>
          {COPY.update}
        </Button>
      }
    >
      {COPY.notice}
    </Banner>
  );
}

const meta = {
  title: 'Machines/versionCheck',
  component: VersionCheckDemo,
  args: { reloadPage: fn() },
} satisfies Meta<typeof VersionCheckDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Atualizar agora' reloads the page (here a spy). */
export const NewVersionAvailable: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: COPY.update }));
    await expect(args.reloadPage).toHaveBeenCalledOnce();
  },
};
