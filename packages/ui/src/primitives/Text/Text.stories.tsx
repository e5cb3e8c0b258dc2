import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, TEXT_TONES, Text } from './Text.tsx';

const meta = {
  title: 'Foundations/Typography',
  component: Text,
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  render: () => (
    <Stack>
      <Heading level={1}>Olá, Maria!</Heading>
      <Heading level={2}>Meus Produtos</Heading>
      <Heading level={3}>Etapa 3</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Olá, Maria!' })).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="xs">
      {TEXT_TONES.map((tone) => (
        <Text key={tone} tone={tone}>
          Texto no tom {tone}
        </Text>
      ))}
    </Stack>
  ),
};

/** A former price struck through next to the current one. */
export const Prices: Story = {
  render: () => (
    <Stack gap="xs">
      <Text as="s" tone="muted" strike>
        R$&nbsp;167,00
      </Text>
      <Text size="xxl" weight="bold">
        R$&nbsp;147,00
      </Text>
    </Stack>
  ),
};
