import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';

const onEdit = fn();

const meta = {
  title: 'Composites/ProfileSummary',
  component: ProfileSummary,
  args: {
    name: 'Maria Souza',
    details: [
      { label: 'Nome', value: 'Maria Souza' },
      { label: 'Email', value: 'maria@exemplo.com.br' },
      { label: 'Telefone', value: '(11) 98888-7777' },
    ],
    emptyValue: 'Não informado',
    action: <Button onPress={onEdit}>Editar</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    onEdit.mockClear();
    await expect(canvas.getByRole('heading', { name: 'Maria Souza' })).toBeVisible();
    await expect(canvas.getByText('maria@exemplo.com.br')).toBeVisible();
    const edit = canvas.getByRole('button', { name: 'Editar' });
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(onEdit).toHaveBeenCalledTimes(2);
    await userEvent.click(edit);
    await expect(onEdit).toHaveBeenCalledTimes(3);
  },
};

export const WithoutPhone: Story = {
  args: {
    details: [
      { label: 'Nome', value: 'Maria Souza' },
      { label: 'Email', value: 'maria@exemplo.com.br' },
      { label: 'Telefone', value: '' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não informado')).toBeVisible();
  },
};

export const WithoutAction: Story = { args: { action: undefined } };
