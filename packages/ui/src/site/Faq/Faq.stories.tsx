import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Faq } from './Faq.tsx';

const meta = {
  title: 'Landing/Faq',
  component: Faq,
  args: {
    items: [
      { question: 'Quanto tempo leva para ativar o agente?', answer: 'Menos de 10 minutos.' },
      { question: 'Preciso saber programar?', answer: 'Não. Tudo é configurado no painel.' },
      { question: 'Posso cancelar quando quiser?', answer: 'Sim, a qualquer momento e sem multa.' },
    ],
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * All closed; a click opens an answer and a second click closes it. The questions are native <summary>
 * buttons reached with Tab; Enter and Space toggling them is the browser's own behaviour, which synthetic
 * key events cannot trigger, so the landing's Playwright test (apps/landing/e2e) presses the real keys.
 */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const answer = canvas.getByText('Não. Tudo é configurado no painel.');
    const question = canvas.getByText('Preciso saber programar?');
    await expect(answer).not.toBeVisible();

    await userEvent.tab();
    await expect(
      canvas.getByText('Quanto tempo leva para ativar o agente?').closest('summary'),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(question.closest('summary')).toHaveFocus();

    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await expect(question.closest('details')).toHaveAttribute('open');
    await userEvent.click(question);
    await expect(answer).not.toBeVisible();
  },
};

export const OneOpen: Story = {
  args: { defaultExpanded: [0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menos de 10 minutos.')).toBeVisible();
  },
};
