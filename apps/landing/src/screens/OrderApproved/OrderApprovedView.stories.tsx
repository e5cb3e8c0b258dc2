import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STORY_SITE_CONFIG } from '../../stories/storySiteConfig.ts';
import { OrderApprovedView } from './OrderApprovedView.tsx';

const meta = {
  title: 'Landing Pages/OrderApproved',
  component: OrderApprovedView,
  parameters: { layout: 'fullscreen' },
  args: { config: STORY_SITE_CONFIG },
} satisfies Meta<typeof OrderApprovedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /compra-confirmada: the temporary password went to the purchase e-mail; the panel login is one press away. */
export const Approved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compra confirmada!' })).toBeVisible();
    await expect(canvas.getByText(/usado na compra.*senha provisória/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Acessar meu painel' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};
