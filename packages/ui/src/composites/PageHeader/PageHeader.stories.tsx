import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Composites/PageHeader',
  component: PageHeader,
  args: {
    title: 'Ofertas',
    intro: 'Cadastre os preços e links de pagamento que o agente pode oferecer aos leads.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's level-1 heading; the intro sits under it in the muted tone. */
export const WithIntro: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await expect(canvas.getByText(/Cadastre os preços/)).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { title: 'Desativados', intro: undefined } };
