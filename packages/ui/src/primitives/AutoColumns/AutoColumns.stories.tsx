import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { AutoColumns } from './AutoColumns.tsx';

const meta = {
  title: 'Primitives/AutoColumns',
  component: AutoColumns,
  parameters: { layout: 'fullscreen' },
  args: {
    children: [
      <Card key="a">
        <Text weight="semibold">Formulário</Text>
        <Text tone="muted">Uma coluna mais baixa.</Text>
      </Card>,
      <Card key="b">
        <Text weight="semibold">QR Code</Text>
        <Text tone="muted">Uma coluna mais alta, com mais conteúdo do que a outra.</Text>
        <Text tone="muted">Cada coluna mantém a própria altura.</Text>
      </Card>,
    ],
  },
} satisfies Meta<typeof AutoColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {};
export const Stretched: Story = { args: { align: 'stretch' } };
/** Too narrow for two columns: they stack. */
export const Stacked: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};
