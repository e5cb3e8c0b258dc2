import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const CountingDown: Story = {};
export const Expired: Story = { args: { secondsLeft: 0 } };
/** Inside a card that already draws the frame. */
export const Unframed: Story = { args: { framed: false } };
