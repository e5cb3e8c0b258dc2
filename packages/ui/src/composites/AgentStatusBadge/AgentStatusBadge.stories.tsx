import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../primitives/Stack/Stack.tsx';
import { AgentStatusBadge } from './AgentStatusBadge.tsx';

const meta = {
  title: 'Composites/AgentStatusBadge',
  component: AgentStatusBadge,
  args: { status: 'active', children: 'Ativo' },
} satisfies Meta<typeof AgentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both statuses side by side, as the conversation header and list show them. */
export const ActiveAndPaused: Story = {
  render: () => (
    <Inline>
      <AgentStatusBadge status="active">Ativo</AgentStatusBadge>
      <AgentStatusBadge status="paused">Pausado</AgentStatusBadge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ativo')).toBeVisible();
    await expect(canvas.getByText('Pausado')).toBeVisible();
  },
};
