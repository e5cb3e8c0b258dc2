import { UiProvider } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaginaNaoEncontradaView } from './PaginaNaoEncontradaView.tsx';

const navigate = fn();

const meta = {
  title: 'Screens/PaginaNaoEncontrada',
  component: PaginaNaoEncontradaView,
  decorators: [
    (Story) => (
      <UiProvider navigate={navigate}>
        <Story />
      </UiProvider>
    ),
  ],
  args: { homeHref: '/panel' },
} satisfies Meta<typeof PaginaNaoEncontradaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading says it, and 'Voltar ao início' leads to the dashboard by keyboard as by mouse. */
export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Voltar ao início' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/panel');
  },
};
