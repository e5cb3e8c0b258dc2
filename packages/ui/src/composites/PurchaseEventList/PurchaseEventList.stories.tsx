import type { Meta, StoryObj } from '@storybook/react-vite';
import { PurchaseEventList } from './PurchaseEventList.tsx';

const meta = {
  title: 'Composites/PurchaseEventList',
  component: PurchaseEventList,
  args: {
    'aria-label': 'Eventos de compra',
    items: [
      {
        id: 3,
        event: 'Cancelamento da assinatura',
        outcome: 'Cancelada',
        outcomeTone: 'warning',
        receivedAt: '10/03/2026 14:05',
        receivedAtIso: '2026-03-10T17:05:00.000Z',
        details: 'Hotmart · HP-3311',
      },
      {
        id: 2,
        event: 'Compra aprovada',
        outcome: 'Renovada',
        outcomeTone: 'info',
        receivedAt: '10/02/2026 09:12',
        receivedAtIso: '2026-02-10T12:12:00.000Z',
        details: 'Hotmart · HP-2210',
      },
      {
        id: 1,
        event: 'Compra aprovada',
        outcome: 'Conta criada',
        outcomeTone: 'success',
        receivedAt: '10/01/2026 08:30',
        receivedAtIso: '2026-01-10T11:30:00.000Z',
        details: 'Checkout · pedido-1001',
      },
    ],
  },
} satisfies Meta<typeof PurchaseEventList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const SingleEvent: Story = { args: { items: meta.args.items.slice(2) } };
