import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UnansweredQuestionList } from './UnansweredQuestionList.tsx';

const meta = {
  title: 'Composites/UnansweredQuestionList',
  component: UnansweredQuestionList,
  args: {
    labels: {
      list: 'Perguntas sem resposta',
      empty: 'Nenhuma pergunta sem resposta.',
      answer: 'Resposta',
      teach: 'Responder e ensinar',
      dismiss: 'Descartar',
    },
    items: [
      { id: 1, question: 'Posso usar amamentando?', detail: '5511988887777 · 29/11/2026 14:03' },
      { id: 2, question: 'Vocês têm refil?', detail: 'Testar agente · 29/11/2026 13:40' },
    ],
    answerMaxLength: 600,
    onTeach: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof UnansweredQuestionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Writing the answer enables "Responder e ensinar", which sends the question's id and the answer. */
export const Teach: Story = {
  play: async ({ args, canvas }) => {
    const [teachFirst] = canvas.getAllByRole('button', { name: 'Responder e ensinar' });
    await expect(teachFirst).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Resposta: Posso usar amamentando?' }),
      'Converse antes com seu médico.',
    );
    await expect(teachFirst).toBeEnabled();
    if (teachFirst) await userEvent.click(teachFirst);
    await expect(args.onTeach).toHaveBeenLastCalledWith(1, 'Converse antes com seu médico.');
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar: Vocês têm refil?' }));
    await expect(args.onDismiss).toHaveBeenLastCalledWith(2);
  },
};

/** While a question is taught, its controls wait. */
export const Teaching: Story = {
  args: { busyId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Descartar: Posso usar amamentando?' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { items: [] } };
