import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ActionLink } from '../ActionLink/ActionLink.tsx';
import { SiteSection } from './SiteSection.tsx';

const meta = {
  title: 'Landing/SiteSection',
  component: SiteSection,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'ativacao',
    title: 'Ativação passo a passo',
    subtitle: 'Veja como é rápido deixar o agente pronto para atender.',
    children: <p>Conteúdo da seção.</p>,
    footer: <ActionLink href="#planos">Quero meu agente agora</ActionLink>,
  },
} satisfies Meta<typeof SiteSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named region the menu can scroll to. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ativação passo a passo' })).toHaveAttribute(
      'id',
      'ativacao',
    );
  },
};

export const Muted: Story = { args: { tone: 'muted', footer: undefined } };
