import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { LOGO_SIZES, LOGO_TONES, Logo } from './Logo.tsx';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  args: { name: 'Agente de Vendas' },
  argTypes: {
    size: { control: 'inline-radio', options: LOGO_SIZES },
    tone: { control: 'inline-radio', options: LOGO_TONES },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    // The mark is decoration: the name is what assistive technology reads.
    await expect(canvas.getByText('Agente de Vendas')).toBeVisible();
    await expect(canvas.getByText('Agente de Vendas').previousElementSibling).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const OnDark: Story = {
  args: { tone: 'onDark' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.neutral.solid, padding: vars.space.md }}>
        <Story />
      </div>
    ),
  ],
};
