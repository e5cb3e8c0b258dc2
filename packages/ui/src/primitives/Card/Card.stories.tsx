import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Stack/Stack.tsx';
import { Heading, Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <>
        <Inline justify="between">
          <Heading level={3}>Curso de Inglês</Heading>
          <Badge tone="success">ATIVO</Badge>
        </Inline>
        <Text tone="muted">Renda Extra · Garantia de 7 dias</Text>
        <Inline>
          <Button size="sm" variant="secondary">
            Editar
          </Button>
        </Inline>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Curso de Inglês' })).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: 'muted', elevation: 'flat' } };

/** The best-selling plan. */
export const Highlight: Story = { args: { tone: 'highlight' } };

export const AsArticle: Story = {
  args: { as: 'article', 'aria-label': 'Curso de Inglês' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Curso de Inglês' })).toBeInTheDocument();
  },
};
