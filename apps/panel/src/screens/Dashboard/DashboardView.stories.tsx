import { preloadCharts } from '@agente/ui';
import { boxesOverlap } from '@agente/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import presentationPoster from '../../../../landing/public/demo/demo.jpg';
import { monthResults } from '../../testing/fixtures.ts';
import { DashboardView } from './DashboardView.tsx';
import { firstStepItems } from './firstSteps.ts';
import { loadResultsView } from './resultsViewOnDemand.ts';

const period = { remaining: 18, total: 30, end: new Date('2099-03-15T15:00:00.000Z') };

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardView,
  parameters: { layout: 'padded' },
  // The results' charts and formatting arrive before the story renders, so the screenshot shows them drawn.
  loaders: [async () => ({ charts: await preloadCharts() }), loadResultsView],
  args: {
    userName: 'Maria Souza',
    supportChatUrl: 'https://wa.me/5511999998888',
    noticesGroupUrl: 'https://chat.whatsapp.com/grupo-de-avisos',
    counters: {
      status: 'ready',
      data: { conversas_unicas: 137, mensagens_trocadas: 1234, conversas_plano: 600 },
    },
    onRetry: fn(),
    firstSteps: null,
    plan: { isExpired: false, isEndingSoon: false, date: '15/03/2099' },
    period,
    isExhausted: false,
    checkoutUrls: {
      basic: 'https://pay.exemplo.com/basic',
      pro: 'https://pay.exemplo.com/pro',
      advanced: 'https://pay.exemplo.com/advanced',
    },
    video: { kind: 'file', url: '/demo/demo.mp4', posterUrl: null },
    results: { status: 'ready', data: monthResults },
    resultsPeriod: 'mes_atual',
    onResultsPeriodChange: fn(),
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Olá, Maria Souza!' })).toBeVisible();
    await expect(canvas.getByText('Seu plano expira em: 15/03/2099')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Conversas utilizadas' })).toHaveAttribute(
      'aria-valuetext',
      '137 de 600',
    );
  },
};

/** The plan ends in 3 days: the expiry line turns into a warning. */
export const PlanEndingSoon: Story = {
  args: {
    plan: { isExpired: false, isEndingSoon: true, date: '13/06/2025' },
    period: { ...period, remaining: 3 },
  },
  play: async ({ canvas }) => {
    const line = canvas.getByText('Seu plano expira em: 13/06/2025').closest('[role="status"]');
    await expect(line).toHaveAttribute('data-tone', 'warning');
  },
};

/** A new account that has a product and its flow: the checklist leads to the next screens. */
export const FirstSteps: Story = {
  args: {
    firstSteps: firstStepItems({ agente: false, produto: true, fluxo: true, whatsapp: false, teste: false }),
    counters: { status: 'ready', data: { conversas_unicas: 0, mensagens_trocadas: 0, conversas_plano: 600 } },
  },
  play: async ({ canvas }) => {
    const checklist = canvas.getByRole('region', { name: 'Primeiros passos' });
    await expect(within(checklist).getByRole('meter', { name: 'Progresso da ativação' })).toHaveAttribute(
      'aria-valuetext',
      '2 de 5 concluídos',
    );
    await expect(within(checklist).getByRole('link', { name: 'Conecte o WhatsApp' })).toHaveAttribute(
      'href',
      '/panel/conectar-agente',
    );
    await expect(within(checklist).getByRole('link', { name: 'Monte o fluxo de conversa' })).toHaveAttribute(
      'href',
      '/panel/meus-produtos',
    );
  },
};

export const Loading: Story = { args: { counters: { status: 'loading' } } };

export const LoadError: Story = {
  args: { counters: { status: 'error', error: 'Erro ao carregar estatísticas' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ExpiredPlan: Story = {
  args: {
    plan: { isExpired: true, isEndingSoon: false, date: '10/01/2024' },
    period: { ...period, remaining: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Seu plano expirou no dia: 10/01/2024')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Renovar plano agora' })).toBeVisible();
  },
};

export const ExhaustedUsage: Story = {
  args: {
    counters: {
      status: 'ready',
      data: { conversas_unicas: 600, mensagens_trocadas: 4210, conversas_plano: 600 },
    },
    isExhausted: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('CONSUMO ESGOTADO, REALIZE O UPGRADE ESCOLHENDO UMA OPÇÃO ABAIXO.'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Faça o upgrade do seu plano' })).toBeVisible();
  },
};

/** Expired and exhausted: the alert still has the plans to upgrade to right below it. */
export const ExpiredAndExhausted: Story = {
  args: {
    ...ExhaustedUsage.args,
    plan: { isExpired: true, isEndingSoon: false, date: '10/01/2024' },
    period: { ...period, remaining: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Renovar plano agora' })).toBeVisible();
    await expect(
      canvas.getByText('CONSUMO ESGOTADO, REALIZE O UPGRADE ESCOLHENDO UMA OPÇÃO ABAIXO.'),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Faça o upgrade do seu plano' })).toBeVisible();
  },
};

/**
 * The presentation video with the sample poster, whose title is written across the middle: the play button and
 * its label sit in a bar under the picture, covering none of it.
 */
export const PresentationVideo: Story = {
  args: { video: { kind: 'file', url: '/demo/demo.mp4', posterUrl: presentationPoster } },
  play: async ({ canvas }) => {
    const play = canvas.getByRole('button', { name: 'Assistir ao vídeo de apresentação' });
    play.scrollIntoView({ block: 'center' });
    const poster = play.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(poster.complete && poster.naturalWidth > 0).toBe(true));
    const bar = within(play).getByText('Assistir ao vídeo de apresentação').parentElement as HTMLElement;
    await expect(boxesOverlap(bar.getBoundingClientRect(), poster.getBoundingClientRect())).toBe(false);
  },
};

/** Near the quota the meters turn amber. */
export const NearLimit: Story = {
  args: {
    counters: {
      status: 'ready',
      data: { conversas_unicas: 540, mensagens_trocadas: 3900, conversas_plano: 600 },
    },
    period: { ...period, remaining: 3 },
  },
};

/** A new account: no quota, no dates, no contacts or video configured. */
export const NewAccount: Story = {
  args: {
    counters: { status: 'ready', data: { conversas_unicas: 0, mensagens_trocadas: 0, conversas_plano: 0 } },
    plan: null,
    period: null,
    supportChatUrl: null,
    noticesGroupUrl: null,
    video: null,
  },
};
