import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RetryBanner } from './RetryBanner.tsx';

const meta = {
  title: 'Composites/RetryBanner',
  component: RetryBanner,
  args: {
    children: 'Não foi possível carregar as conversas.',
    onRetry: fn(),
  },
} satisfies Meta<typeof RetryBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason is announced at once; the button loads again, by mouse or keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar as conversas.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
