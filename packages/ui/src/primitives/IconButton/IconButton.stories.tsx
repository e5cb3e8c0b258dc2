import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../icons/icons.tsx';
import { Inline } from '../Stack/Stack.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Excluir etapa', onPress: fn(), children: <TrashIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its aria-label; pressed by mouse and keyboard. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Excluir etapa' });
    await userEvent.click(button);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Move up / down of a flow step: the first step cannot move up. */
export const MoveButtons: Story = {
  render: () => (
    <Inline gap="xs">
      <IconButton aria-label="Mover para cima" variant="secondary" isDisabled>
        <ArrowUpIcon />
      </IconButton>
      <IconButton aria-label="Mover para baixo" variant="secondary">
        <ArrowDownIcon />
      </IconButton>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mover para cima' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mover para baixo' })).toBeEnabled();
  },
};

export const Danger: Story = { args: { variant: 'danger' } };
