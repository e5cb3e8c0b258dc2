import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlanCards, type PlanCardsLabels } from './PlanCards.tsx';
import { SAMPLE_INCLUSIONS, SAMPLE_PLANS } from './planCardsSample.ts';

const LABELS: PlanCardsLabels = {
  bestSeller: 'Mais vendido',
  previousPrice: 'De',
  currentPrice: 'por',
  perMonth: '/mês',
  // The sample's prices are whole reais; the apps pass the product's money formatter.
  price: (value) => `R$\u00a0${value},00`,
  leads: (count) => `${count} leads por mês`,
  newTag: 'Novo',
  choose: (name) => `Quero o plano ${name}`,
};

const CHECKOUT: Record<string, string> = {
  basic: 'https://pay.example.com/basic',
  pro: 'https://pay.example.com/pro',
  advanced: 'https://pay.example.com/advanced',
};

const meta = {
  title: 'Landing/PlanCards',
  component: PlanCards,
  args: {
    plans: SAMPLE_PLANS,
    inclusions: SAMPLE_INCLUSIONS,
    labels: LABELS,
    hrefFor: (id) => CHECKOUT[id] ?? null,
  },
} satisfies Meta<typeof PlanCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each plan's button opens its checkout link; Pro is tagged best seller; former prices struck through. */
export const WithCheckoutLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Quero o plano Pro' })).toHaveAttribute(
      'href',
      CHECKOUT.pro,
    );
    await expect(canvas.getByText('Mais vendido')).toBeVisible();
    await expect(canvas.getByText('R$ 267,00').tagName).toBe('S');
    await expect(canvas.getByText('1.000 leads por mês')).toBeVisible();
  },
};

/** No checkout configured for a plan: its card shows no button rather than a dead link. */
export const CheckoutNotConfigured: Story = {
  args: { hrefFor: (id) => (id === 'pro' ? (CHECKOUT.pro ?? null) : null) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** In the panel the checkout opens in a new tab, so the session's tab stays. */
export const NewTab: Story = {
  args: { opensInNewTab: true, headingLevel: 4 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Quero o plano Basic (abre em nova aba)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** The landing's comparison: each card leads with its lead quota, what every plan includes is listed once. */
export const Comparison: Story = {
  args: { sharedInclusionsTitle: 'Todos os planos incluem' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Todos os planos incluem' })).toBeVisible();
    // Each inclusion once, not once per plan.
    await expect(canvas.getAllByText('Agente no WhatsApp')).toHaveLength(1);
    const basic = canvas.getByRole('heading', { name: 'Basic' }).closest('li') as HTMLElement;
    // The quota comes before the price in the card.
    const text = basic.textContent ?? '';
    await expect(text.indexOf('300 leads por mês')).toBeLessThan(text.indexOf('147,00'));
  },
};
