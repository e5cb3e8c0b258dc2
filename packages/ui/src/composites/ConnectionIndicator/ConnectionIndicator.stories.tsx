import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CONNECTION_STATES, ConnectionIndicator } from './ConnectionIndicator.tsx';

const labels = {
  checking: 'Verificando conexão...',
  connected: 'WhatsApp conectado',
  disconnected: 'WhatsApp desconectado',
};

const meta = {
  title: 'Composites/ConnectionIndicator',
  component: ConnectionIndicator,
  args: { state: 'checking', labels },
  argTypes: { state: { control: 'select', options: CONNECTION_STATES } },
} satisfies Meta<typeof ConnectionIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verificando conexão...');
  },
};
export const Connected: Story = { args: { state: 'connected' } };
export const Disconnected: Story = { args: { state: 'disconnected' } };
