import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlusIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'Nenhum produto cadastrado' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum produto cadastrado')).toBeVisible();
  },
};

const onNew = fn();

export const WithAction: Story = {
  args: {
    description: 'Cadastre um produto para configurar o fluxo, as ofertas e as objeções do agente.',
    action: (
      <Button icon={<PlusIcon />} onPress={onNew}>
        Novo Produto
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onNew.mockClear();
    const button = canvas.getByRole('button', { name: 'Novo Produto' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNew).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(onNew).toHaveBeenCalledTimes(2);
  },
};

export const WithoutIcon: Story = {
  args: { title: 'Nenhum usuário encontrado.', icon: null },
};
