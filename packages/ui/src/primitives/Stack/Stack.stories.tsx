import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { Grid, Inline, Stack } from './Stack.tsx';

const meta = {
  title: 'Foundations/Layout',
  component: Stack,
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackAndInline: Story = {
  render: () => (
    <Stack gap="lg">
      <Inline gap="sm">
        <Badge tone="info">LEAD NOVO</Badge>
        <Badge tone="success">COMPRA EFETUADA</Badge>
      </Inline>
      <Text>Stack empilha; Inline alinha em linha e quebra quando falta espaço.</Text>
    </Stack>
  ),
};

/** Three columns from 768 px up, one below. */
export const ResponsiveGrid: Story = {
  render: () => (
    <Grid columns={3} as="ul" aria-label="Planos">
      {['Basic', 'Pro', 'Advanced'].map((plan) => (
        <Card key={plan} as="li">
          <Text weight="bold">{plan}</Text>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // At the 1024 px test viewport the cards sit side by side.
    const [first, second] = items.map((item) => item.getBoundingClientRect().top);
    await expect(first).toBe(second);
  },
};
