import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#termos', children: 'Termos de Uso' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal links open in the same tab and are reachable by Tab. */
export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Termos de Uso' });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Absolute addresses open in a new tab, safely, and say so to screen readers. */
export const External: Story = {
  args: { href: 'https://wa.me/5511988887777', children: 'ENTRAR EM CONTATO' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ENTRAR EM CONTATO (abre em nova aba)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Muted: Story = {
  args: { tone: 'muted', children: 'Política de Privacidade', href: '#privacidade' },
};
