import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '../../primitives/Logo/Logo.tsx';
import { Heading, Text } from '../../primitives/Text/Text.tsx';

import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Composites/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <Logo name="Agente de Vendas" size="lg" />,
    children: (
      <>
        <Heading level={1}>Acesse sua conta</Heading>
        <Text tone="muted">O conteúdo da página fica neste cartão.</Text>
      </>
    ),
    footer: '© 2026 Agente de Vendas. Todos os direitos reservados.',
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutFooter: Story = { args: { footer: undefined } };
