import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ActionLink } from '../ActionLink/ActionLink.tsx';
import { OrderApprovedCard } from './OrderApprovedCard.tsx';

const meta = {
  title: 'Landing/OrderApprovedCard',
  component: OrderApprovedCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Compra confirmada!',
    intro: 'Obrigado por assinar. Seu acesso ao painel já foi criado.',
    steps: [
      'Abra o e-mail que enviamos para o endereço usado na compra: nele estão o link do painel e a sua senha provisória.',
      'Acesse o painel com o e-mail da compra e essa senha provisória.',
    ],
    warning: 'Troque a senha provisória assim que entrar.',
    note: 'Não encontrou o e-mail? Confira a caixa de spam.',
    actions: (
      <>
        <ActionLink href="/login" size="lg">
          Acessar meu painel
        </ActionLink>
        <ActionLink href="/" size="lg" variant="secondary">
          Voltar ao início
        </ActionLink>
      </>
    ),
  },
} satisfies Meta<typeof OrderApprovedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compra confirmada!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Acessar meu painel' })).toHaveAttribute('href', '/login');
  },
};
