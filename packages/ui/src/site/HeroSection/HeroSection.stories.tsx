import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActionLink } from '../ActionLink/ActionLink.tsx';
import { HeroSection } from './HeroSection.tsx';

const meta = {
  title: 'Landing/HeroSection',
  component: HeroSection,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Agente de IA para WhatsApp',
    title: 'Seu agente de vendas e atendimento no WhatsApp, 24 horas por dia',
    subtitle: 'Atenda, qualifique e venda para seus leads no automático.',
    highlights: ['Ativação em menos de 10 minutos', 'Sem conhecimento em programação'],
    actions: (
      <>
        <ActionLink href="#planos" size="lg">
          Assinar Agora
        </ActionLink>
        <ActionLink href="#como-funciona" size="lg" variant="secondary">
          Ver como funciona
        </ActionLink>
      </>
    ),
  },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutHighlights: Story = { args: { highlights: [], eyebrow: undefined } };
