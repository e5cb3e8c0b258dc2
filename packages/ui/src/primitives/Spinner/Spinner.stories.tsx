import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Stack/Stack.tsx';
import { SPINNER_SIZES, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as "Carregando..." by default. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Carregando...' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomLabel: Story = {
  args: { 'aria-label': 'Carregando usuários', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando usuários' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} size={size} aria-label={`Carregando (${size})`} />
      ))}
    </Inline>
  ),
};
