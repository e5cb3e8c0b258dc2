import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../primitives/Stack/Stack.tsx';
import { ACTION_LINK_VARIANTS, ActionLink } from './ActionLink.tsx';

const meta = {
  title: 'Landing/ActionLink',
  component: ActionLink,
  args: { href: '#planos', children: 'Assinar Agora' },
  argTypes: { variant: { control: 'inline-radio', options: ACTION_LINK_VARIANTS } },
} satisfies Meta<typeof ActionLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      <ActionLink {...args}>Assinar Agora</ActionLink>
      <ActionLink {...args} variant="secondary">
        Ver como funciona
      </ActionLink>
    </Inline>
  ),
};

/** A checkout link opens in a new tab and says so to screen readers. */
export const External: Story = {
  args: { href: 'https://pay.example.com/pro', children: 'Quero o plano Pro', isExternal: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Quero o plano Pro (abre em nova aba)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
