import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Stack/Stack.tsx';
import { BADGE_TONES, Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'ATIVO', tone: 'success' },
  argTypes: { tone: { control: 'select', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** User plan status. */
export const ActiveAndInactive: Story = {
  render: () => (
    <Inline>
      <Badge tone="success">ATIVO</Badge>
      <Badge tone="danger">INATIVO</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ATIVO')).toBeVisible();
    await expect(canvas.getByText('INATIVO')).toBeVisible();
  },
};

/** Agent status. */
export const AgentStatus: Story = {
  render: () => (
    <Inline>
      <Badge tone="active">Ativo</Badge>
      <Badge tone="paused">Pausado</Badge>
    </Inline>
  ),
};

/** The four lead tags and the untagged grey. */
export const LeadTags: Story = {
  render: () => (
    <Inline>
      <Badge tone="blue">LEAD NOVO</Badge>
      <Badge tone="green">COMPRA EFETUADA</Badge>
      <Badge tone="orange">RETORNAR CONTATO</Badge>
      <Badge tone="red">CANCELADO</Badge>
      <Badge tone="neutral">ETIQUETAR</Badge>
    </Inline>
  ),
};

export const AllTones: Story = {
  render: () => (
    <Inline>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};
