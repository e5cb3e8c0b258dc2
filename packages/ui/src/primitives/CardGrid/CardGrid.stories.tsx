import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { CardGrid } from './CardGrid.tsx';

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => `Cartão ${index + 1}`).map((title, index) => (
    <Card key={title} as="article" aria-label={title}>
      <Text weight="semibold">{title}</Text>
      <Text tone="muted">
        {index % 2 === 0 ? 'Conteúdo curto.' : 'Um conteúdo mais longo, que ocupa duas linhas.'}
      </Text>
    </Card>
  ));

const meta = {
  title: 'Primitives/CardGrid',
  component: CardGrid,
  parameters: { layout: 'fullscreen' },
  args: { 'aria-label': 'Cartões', children: cards(6) },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three columns on a wide box, two on a medium one, one on a phone. */
export const ThreeColumns: Story = {};
export const TwoColumns: Story = { args: { maxColumns: 2, children: cards(4) } };
/** In a box as narrow as a phone the cards stack in one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};
