import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  STORY_CHECKOUT_URLS,
  STORY_SITE_CONFIG,
  STORY_SITE_WITH_QUOTES,
  STORY_SITE_WITHOUT_TESTIMONIALS,
  STORY_UNCONFIGURED_SITE,
} from '../../stories/storySiteConfig.ts';
import { HomeView } from './HomeView.tsx';

const meta = {
  title: 'Landing Pages/Home',
  component: HomeView,
  parameters: { layout: 'fullscreen' },
  args: { config: STORY_SITE_CONFIG },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page as configured: calls to action lead to the plans, plan buttons to their checkout. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: 'Assinar Agora' })) {
      await expect(link).toHaveAttribute('href', '/#planos');
    }
    await expect(canvas.getByRole('link', { name: 'Quero meu agente agora' })).toHaveAttribute(
      'href',
      '/#planos',
    );
    const plans = within(canvasElement.querySelector('#planos') as HTMLElement);
    await expect(plans.getByRole('link', { name: 'Quero o plano Pro' })).toHaveAttribute(
      'href',
      STORY_CHECKOUT_URLS.pro,
    );
    await expect(plans.getByText('Mais vendido')).toBeVisible();
    // Nothing from a video host before a click: posters only.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const support = canvas.getByRole('link', { name: /Falar com o suporte no WhatsApp/ });
    await expect(support.getAttribute('href')).toBe(
      `https://wa.me/5511999998888?text=${encodeURIComponent('Olá! Vim pelo site e tenho uma dúvida.')}`,
    );
  },
};

/** The phone menu open over the page. */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  play: async () => {
    // The whole page renders before the menu opens over it: on a busy machine that takes longer than the default wait.
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByRole('link', { name: 'Planos' })).toHaveAttribute('href', '/#planos');
    await expect(within(menu).getByRole('link', { name: 'Acessar Agente' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A testimonial pressed: it plays with sound and controls; the others stay previews. */
export const TestimonialPlaying: Story = {
  // A playing video never gives the same frame twice.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir depoimento 2' }));
    const player = canvas.getByLabelText('Depoimento 2');
    await expect(player).toHaveAttribute('controls');
    await expect(canvas.getByRole('button', { name: 'Reproduzir depoimento 1' })).toBeVisible();
  },
};

/** Before the owner sets the addresses: no plan buttons, contact links or support button (never a dead link). */
export const CheckoutNotConfigured: Story = {
  args: { config: STORY_UNCONFIGURED_SITE },
  play: async ({ canvas, canvasElement }) => {
    const plans = within(canvasElement.querySelector('#planos') as HTMLElement);
    await expect(plans.queryByRole('link')).toBeNull();
    await expect(plans.getByText('R$ 147,00')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /e-mail/ })).toBeNull();
  },
};

/** Written testimonials configured: each quote with its name, business and result, above the filmed ones. */
export const WithWrittenTestimonials: Story = {
  args: { config: STORY_SITE_WITH_QUOTES },
  play: async ({ canvasElement }) => {
    const testimonials = within(canvasElement.querySelector('#depoimentos') as HTMLElement);
    await expect(testimonials.getByText('40% mais pedidos no primeiro mês')).toBeVisible();
    await expect(testimonials.getByText('Oficina do Carlos')).toBeVisible();
  },
};

/** No testimonial configured yet: the section shows the agent leading a conversation, no placeholder names. */
export const WithoutTestimonials: Story = {
  args: { config: STORY_SITE_WITHOUT_TESTIMONIALS },
  play: async ({ canvasElement }) => {
    const testimonials = within(canvasElement.querySelector('#depoimentos') as HTMLElement);
    await expect(testimonials.queryByText(/Depoimento \d/)).toBeNull();
    await expect(testimonials.getByRole('figure', { name: 'Exemplo de conversa' })).toBeVisible();
  },
};

/** At 375 px: the product picture under the calls to action (the support button waits below the hero, see e2e). */
export const PhoneHero: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: /O painel do Agente/ })).toBeVisible();
  },
};
