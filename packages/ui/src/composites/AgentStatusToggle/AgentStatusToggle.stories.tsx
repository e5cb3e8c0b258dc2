import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AgentStatusToggle, type AgentStatusToggleProps } from './AgentStatusToggle.tsx';

const labels = { caption: 'Agente', active: 'Ativo', paused: 'Pausado', unknown: 'Status indisponível' };

const meta = {
  title: 'Composites/AgentStatusToggle',
  component: AgentStatusToggle,
  args: { status: true, labels, onToggle: fn() },
} satisfies Meta<typeof AgentStatusToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toggle that adopts the new value at once, as a server confirming would. */
function Confirming(args: AgentStatusToggleProps) {
  const [status, setStatus] = useState(args.status);
  return (
    <AgentStatusToggle
      {...args}
      status={status}
      onToggle={() => {
        args.onToggle();
        setStatus((current) => (current === null ? null : !current));
      }}
    />
  );
}

export const Active: Story = {};
export const Paused: Story = { args: { status: false } };

/** On, but no number is connected: what is missing, in amber, instead of a green 'Ativo'. */
export const OnWithoutNumber: Story = {
  args: { missing: 'Sem WhatsApp conectado' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Agente' })).toHaveAccessibleDescription(
      'Sem WhatsApp conectado',
    );
    await expect(canvas.queryByText('Ativo')).not.toBeInTheDocument();
  },
};

export const Unknown: Story = {
  args: { status: null },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Agente' });
    await expect(toggle).toBeDisabled();
    await expect(canvas.getByText('Status indisponível')).toBeVisible();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A change is running: the switch waits for the server. */
export const Updating: Story = { args: { isDisabled: true } };

/** Mouse pauses the agent, Space on the focused switch activates it again. */
export const ToggleByMouseAndKeyboard: Story = {
  render: (args) => <Confirming {...args} />,
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Agente' });
    await expect(toggle).toHaveAccessibleDescription('Ativo');
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Pausado');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
