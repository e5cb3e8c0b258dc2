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

/** All closed; a click or the keyboard opens an answer, a second press closes it. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const answer = canvas.getByText('Não. Tudo é configurado no painel.');
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText('Preciso saber programar?'));
    await expect(answer).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(answer).not.toBeVisible();
  },
};

export const OneOpen: Story = {
  args: { defaultExpanded: [0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menos de 10 minutos.')).toBeVisible();
  },
};
