import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QrCodePanel } from './QrCodePanel.tsx';

// A tiny stand-in image; the real one is the data URL the connection service answers.
const SAMPLE_QR =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="white"/><rect width="2" height="2"/><rect x="2" y="2" width="2" height="2"/></svg>';

const meta = {
  title: 'Composites/QrCodePanel',
  component: QrCodePanel,
  args: {
    qrCode: SAMPLE_QR,
    secondsLeft: 45,
    labels: {
      image: 'QR Code para conectar o WhatsApp',
      instructions:
        'Abra o WhatsApp no celular, toque em Aparelhos conectados e aponte a câmera para o código.',
      countdown: (s: number) => `O QR Code expira em ${s}s`,
      expired: 'QR Code expirado',
      stop: 'Parar verificação',
    },
    onStop: fn(),
  },
} satisfies Meta<typeof QrCodePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The countdown is shown; the stop button works from the keyboard (Tab, Enter, Space) and the mouse. */
export const CountingDown: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toBeVisible();
    await expect(canvas.getByText('O QR Code expira em 45s')).toBeVisible();
    const stop = canvas.getByRole('button', { name: 'Parar verificação' });
    await userEvent.tab();
    await expect(stop).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onStop).toHaveBeenCalledTimes(2);
    await userEvent.click(stop);
    await expect(args.onStop).toHaveBeenCalledTimes(3);
  },
};

/** At 0 the expiry replaces the countdown and is announced. */
export const Expired: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvas }) => {
    const expired = canvas.getByText('QR Code expirado');
    await expect(expired).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByText(/expira em/)).not.toBeInTheDocument();
  },
};
/** Inside a card that already draws the frame. */
export const Unframed: Story = { args: { framed: false } };
