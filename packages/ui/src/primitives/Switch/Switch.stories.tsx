import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Mensagem ativa', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggled with the mouse, then with Space. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mensagem ativa' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
};

/** While the agent status is unknown or a request runs, the toggle is disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, children: 'Agente' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Agente' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The state beside the label says what the switch is set to; the switch's name stays the label. */
export const WithState: Story = {
  args: { children: 'Ativo', isSelected: false, stateLabel: 'Desligado: a mensagem não será enviada.' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Ativo' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Desligado: a mensagem não será enviada.');
  },
};

export const WithStatePhone: Story = {
  ...WithState,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
