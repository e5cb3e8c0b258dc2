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
