import type { Lead } from '@agente/api';
import { InlineMessage, Stack, TagMenu, type TagOption } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, screen, userEvent } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { aLead } from '../testing/fixtures.ts';
import { kanbanTagMachine } from './kanbanTagMachine.ts';

const COPY = STORY_COPY.kanban;
const TAGS: TagOption[] = [
  { id: 'LEAD NOVO', label: 'LEAD NOVO', color: 'blue' },
  { id: 'COMPRA EFETUADA', label: 'COMPRA EFETUADA', color: 'green' },
  { id: 'RETORNAR CONTATO', label: 'RETORNAR CONTATO', color: 'orange' },
  { id: 'CANCELADO', label: 'CANCELADO', color: 'red' },
];

const storyMachine = kanbanTagMachine.provide({
  actors: {
    saveTag: fromPromise<Lead, { leadId: number; etiqueta: string }>(async ({ input }) =>
      aLead({ id: input.leadId, etiqueta: input.etiqueta }),
    ),
  },
});

type Snapshot = SnapshotFrom<typeof kanbanTagMachine>;
const startAt = (value: 'idle' | 'saving', context: Partial<Snapshot['context']> = {}): Snapshot =>
  kanbanTagMachine.resolveState({
    value,
    context: { leadId: 41, tag: 'LEAD NOVO', requestedTag: null, error: null, ...context },
  });

const STARTS = {
  tagged: startAt('idle'),
  untagged: startAt('idle', { tag: null }),
  saving: startAt('saving', { requestedTag: 'CANCELADO' }),
  failed: startAt('idle', { error: 'tagUpdateFailed' }),
} satisfies Record<string, Snapshot>;

/** A lead card's tag: it changes only once the server confirms. */
function KanbanTagDemo({ state }: { state: keyof typeof STARTS }) {
  const [snapshot, send] = useMachine(storyMachine, {
    input: { leadId: 41, tag: 'LEAD NOVO' },
    snapshot: STARTS[state],
  });
  const { tag, error } = snapshot.context;
  const option = TAGS.find((candidate) => candidate.id === tag);
  const current = option ?? { label: tag ?? COPY.untagged, color: 'none' as const };
  return (
    <Stack gap="sm" align="start">
      <TagMenu
        options={TAGS}
        current={{ label: current.label, color: current.color }}
        aria-label={COPY.label(current.label)}
        onSelect={(id) => send({ type: 'user.selectTag', tag: id })}
        isPending={snapshot.matches('saving')}
      />
      {error && <InlineMessage tone="danger">{COPY.errors[error]}</InlineMessage>}
    </Stack>
  );
}

const meta = {
  title: 'Machines/kanbanTag',
  component: KanbanTagDemo,
  args: { state: 'tagged' },
  argTypes: { state: { control: 'select', options: Object.keys(STARTS) } },
} satisfies Meta<typeof KanbanTagDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tagged: Story = {};
export const Untagged: Story = { args: { state: 'untagged' } };
export const Saving: Story = { args: { state: 'saving' } };
export const Failed: Story = { args: { state: 'failed' } };

/** Choosing a tag: the card shows it once the fake server confirms. */
export const ChangeTag: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: COPY.label('LEAD NOVO') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'COMPRA EFETUADA' }));
    await expect(await canvas.findByRole('button', { name: COPY.label('COMPRA EFETUADA') })).toBeVisible();
  },
};
