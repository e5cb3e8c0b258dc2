import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Stack } from '../Stack/Stack.tsx';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading text lines, announced once. */
export const Lines: Story = {
  render: () => <SkeletonGroup lines={4} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando conteúdo');
  },
};

/** A card-shaped placeholder. */
export const Shapes: Story = {
  render: () => (
    <Stack>
      <Inline>
        <Skeleton shape="circle" width="3rem" height="3rem" />
        <Skeleton width="12rem" height="1.25rem" />
      </Inline>
      <Skeleton shape="rect" width="20rem" height="8rem" />
    </Stack>
  ),
};
