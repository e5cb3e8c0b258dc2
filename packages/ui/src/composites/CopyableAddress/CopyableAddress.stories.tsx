import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CopyableAddress } from './CopyableAddress.tsx';

const meta = {
  title: 'Composites/CopyableAddress',
  component: CopyableAddress,
  parameters: { layout: 'padded' },
  args: {
    label: 'Endereço para a Hotmart',
    value:
      'https://app.exemplo.com.br/api/webhooks/vendas/hotmart/3f9a1c2b7d4e5f60a1b2c3d4/9e8d7c6b5a49382716',
    copied: false,
    onCopy: fn(),
    copyLabel: 'Copiar endereço da Hotmart',
    copiedLabel: 'Copiado!',
  },
} satisfies Meta<typeof CopyableAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Endereço para a Hotmart' })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('button', { name: 'Copiar endereço da Hotmart' })).toBeVisible();
  },
};
export const Copied: Story = { args: { copied: true } };
