import type { Meta, StoryObj } from '@storybook/react-vite';
import { Brand } from '../Brand/Brand.tsx';
import { Heading, Text } from '../Text/Text.tsx';

import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Composites/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <Brand name="Agente de Vendas" size="lg" />,
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
