import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { BANNER_TONES, Banner } from './Banner.tsx';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  argTypes: { tone: { control: 'select', options: BANNER_TONES } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plan expiring: yellow. */
export const PlanExpiring: Story = {
  args: { tone: 'warning', children: 'Seu plano expira em: 31/12/2025' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Seu plano expira em: 31/12/2025');
  },
};

/** Plan expired: red, announced at once. */
export const PlanExpired: Story = {
  args: { tone: 'danger', emphasis: 'strong', children: 'Seu plano expirou no dia: 01/11/2025' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Seu plano expirou no dia: 01/11/2025');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Usuário atualizado com sucesso!' },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'danger', children: 'Erro ao carregar estatísticas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Limites do fluxo',
    children: 'Cada etapa aceita no máximo 4 mídias, e o fluxo no máximo 15 etapas.',
  },
};

/** The bottom new-version notice with its reload action. */
export const NewVersion: Story = {
  args: {
    tone: 'warning',
    emphasis: 'strong',
    placement: 'bottom',
    children: 'Uma nova versão está disponível.',
    action: (
      <Button size="sm" variant="secondary" onPress={fn()}>
        Atualizar agora
      </Button>
    ),
  },
  parameters: { layout: 'fullscreen' },
  // Pinned as PanelShell pins it.
  decorators: [
    (Story) => (
      <div style={{ position: 'fixed', right: 0, bottom: 0, left: 0 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uma nova versão está disponível.');
    await expect(canvas.getByRole('button', { name: 'Atualizar agora' })).toBeVisible();
  },
};

/** The × button calls onDismiss, by mouse and by keyboard. */
export const Dismissable: Story = {
  args: { tone: 'success', children: 'Oferta cadastrada com sucesso!', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    const dismiss = canvas.getByRole('button', { name: 'Fechar aviso' });
    await userEvent.click(dismiss);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};
