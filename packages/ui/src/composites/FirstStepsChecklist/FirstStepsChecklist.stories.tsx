import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type FirstStepItem, FirstStepsChecklist } from './FirstStepsChecklist.tsx';

const STEPS: readonly FirstStepItem[] = [
  {
    id: 'produto',
    title: 'Cadastre um produto',
    description: 'O que o agente vai vender.',
    href: '/panel/meus-produtos',
    isDone: false,
  },
  {
    id: 'fluxo',
    title: 'Monte o fluxo de conversa',
    description: 'As mensagens do agente, etapa por etapa.',
    href: '/panel/meus-produtos',
    isDone: false,
  },
  {
    id: 'agente',
    title: 'Configure o seu agente',
    description: 'Nome, tom de voz e objetivo.',
    href: '/panel/meu-agente',
    isDone: false,
  },
  {
    id: 'whatsapp',
    title: 'Conecte o WhatsApp',
    description: 'Leia o QR Code com o celular.',
    href: '/panel/conectar-agente',
    isDone: false,
  },
  {
    id: 'teste',
    title: 'Faça um teste',
    description: 'Mande uma mensagem e veja o agente responder.',
    href: '/panel/conversas',
    isDone: false,
  },
];

const withDone = (count: number) => STEPS.map((step, index) => ({ ...step, isDone: index < count }));

const meta = {
  title: 'Composites/FirstStepsChecklist',
  component: FirstStepsChecklist,
  args: {
    steps: STEPS,
    labels: {
      title: 'Primeiros passos',
      intro: 'Siga os passos para o seu agente começar a vender.',
      completed: 'Tudo pronto! O seu agente já está atendendo.',
      progress: 'Progresso',
      progressValue: (done: number, total: number) => `${done} de ${total} concluídos`,
      done: 'concluído',
      pending: 'pendente',
      show: 'Ver os passos',
      hide: 'Ocultar os passos',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FirstStepsChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: every step open, each a link to the screen where it is done. */
export const NoneDone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Primeiros passos' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Progresso' })).toHaveAttribute(
      'aria-valuetext',
      '0 de 5 concluídos',
    );
    await expect(canvas.getByRole('link', { name: 'Conecte o WhatsApp' })).toHaveAttribute(
      'href',
      '/panel/conectar-agente',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    for (const item of canvas.getAllByRole('listitem')) await expect(item).toHaveTextContent('(pendente)');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Product and flow done: their items are ticked, the rest still open, and the list cannot be folded yet. */
export const SomeDone: Story = {
  args: { steps: withDone(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Progresso' })).toHaveAttribute(
      'aria-valuetext',
      '2 de 5 concluídos',
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.includes('(concluído)'))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Everything done: the list folds away behind a toggle that opens and closes it. */
export const AllDone: Story = {
  args: { steps: withDone(5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tudo pronto! O seu agente já está atendendo.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    const show = canvas.getByRole('button', { name: 'Ver os passos' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(show);
    const hide = canvas.getByRole('button', { name: 'Ocultar os passos' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Configure o seu agente' })).toBeVisible();

    await userEvent.click(hide);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
