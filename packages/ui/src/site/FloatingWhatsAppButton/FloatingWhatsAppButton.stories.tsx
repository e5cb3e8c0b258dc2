import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FloatingWhatsAppButton } from './FloatingWhatsAppButton.tsx';

const meta = {
  title: 'Landing/FloatingWhatsAppButton',
  component: FloatingWhatsAppButton,
  parameters: { layout: 'fullscreen' },
  args: {
    href: 'https://wa.me/5511999998888?text=Ol%C3%A1!%20Vim%20pelo%20site%20e%20tenho%20uma%20d%C3%BAvida.',
    label: 'Falar com o suporte no WhatsApp',
  },
} satisfies Meta<typeof FloatingWhatsAppButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed at the bottom right; opens the chat with the prefilled text in a new tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Falar com o suporte no WhatsApp' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
