import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConectarView, type ConectarViewProps } from './ConectarView.tsx';

/** A stand-in QR code (an SVG data URL), so the story needs no generator. */
const QR = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges">' +
    '<rect width="21" height="21" fill="#fff"/>' +
    '<path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/>' +
    '<path d="M1 1h5v5H1zM15 1h5v5h-5zM1 15h5v5H1z" fill="#fff"/>' +
    '<path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2zM9 1h2v3H9zM8 8h5v2H8zM10 11h2v4h-2zM14 9h3v3h-3zM15 15h4v4h-4zM9 17h3v2H9z" fill="#000"/>' +
    '</svg>',
)}`;

const meta = {
  title: 'Screens/Conectar',
  component: ConectarView,
  parameters: { layout: 'fullscreen' },
  args: {
    phase: 'disconnected',
    registeredPhone: '(11) 98888-7777',
    phone: '5511988887777',
    phoneError: null,
    isStarting: false,
    qr: null,
    notice: null,
    isConfirmingDisconnect: false,
    isDisconnecting: false,
    isReloading: false,
    onPhoneChange: fn(),
    onConnect: fn(),
    onStop: fn(),
    onDisconnect: fn(),
    onConfirmDisconnect: fn(),
    onCancelDisconnect: fn(),
    method: null,
    cloud: {
      values: { phoneNumberId: '', businessAccountId: '', accessToken: '' },
      errors: {},
      formError: null,
      isSubmitting: false,
      onChange: fn(),
      onSubmit: fn(),
    },
    cloudConnection: null,
  },
} satisfies Meta<typeof ConectarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unauthorized: Story = { args: { phase: 'unauthorized' } };
export const Checking: Story = { args: { phase: 'checking' } };
export const ReadyToConnect: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar QR Code' }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};
export const NoRegisteredNumber: Story = { args: { registeredPhone: null, phone: '' } };
export const InvalidPhone: Story = {
  args: { phone: '551198888', phoneError: 'O número de telefone deve estar no formato 5511988887777' },
};
export const Starting: Story = { args: { isStarting: true } };
export const AwaitingScan: Story = {
  args: {
    qr: { code: QR, secondsLeft: 42 },
    notice: { tone: 'info', text: 'Aguardando escaneamento do QR Code...' },
  },
};
export const TimerExpired: Story = {
  args: {
    qr: { code: QR, secondsLeft: 0 },
    notice: { tone: 'info', text: 'Timer expirado, mas continuando tentativas...' },
  },
};
export const StatusCheckFailed: Story = {
  args: {
    qr: { code: QR, secondsLeft: 30 },
    notice: { tone: 'danger', text: 'Erro ao verificar status. Tentando novamente...' },
  },
};
export const StoppedByUser: Story = {
  args: { notice: { tone: 'info', text: 'Polling interrompido pelo usuário.' } },
};
export const ConnectionRefused: Story = {
  args: { notice: { tone: 'danger', text: 'Erro na API (502): Serviço de conexão indisponível' } },
};
export const NoQrCode: Story = {
  args: { notice: { tone: 'danger', text: 'Erro: QR Code não foi gerado pela API.' } },
};
export const JustConnected: Story = {
  args: {
    phase: 'connected',
    isReloading: true,
    notice: { tone: 'success', text: 'Dispositivo conectado com sucesso!' },
  },
};
export const Connected: Story = {
  args: { phase: 'connected' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Desconectar Agente' }));
    await expect(args.onDisconnect).toHaveBeenCalledOnce();
  },
};
export const ConfirmDisconnect: Story = { args: { phase: 'connected', isConfirmingDisconnect: true } };
export const Disconnecting: Story = {
  args: { phase: 'connected', isConfirmingDisconnect: true, isDisconnecting: true },
};
export const DisconnectFailed: Story = {
  args: { phase: 'connected', notice: { tone: 'danger', text: 'Erro ao desconectar. Tente novamente.' } },
};
export const Disconnected: Story = {
  args: { notice: { tone: 'success', text: 'Dispositivo desconectado com sucesso.' } },
};

const BOTH_WAYS = { selected: 'qr_code', onChange: fn() } as const;
const OFFICIAL = { selected: 'api_oficial', onChange: fn() } as const;
const FILLED = {
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  accessToken: 'EAAGm0PX4ZCpsBAKZCZBexemplo',
};
const cloudForm = (change: Partial<ConectarViewProps['cloud']>): ConectarViewProps['cloud'] => ({
  ...meta.args.cloud,
  ...change,
});

export const ChooseHowToConnect: Story = {
  args: { method: BOTH_WAYS },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'API oficial do WhatsApp' }));
    await expect(args.method?.onChange).toHaveBeenCalledWith('api_oficial');
  },
};
export const OfficialApiForm: Story = {
  args: { method: OFFICIAL },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ID do número de telefone' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Número do WhatsApp' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Abrir Conversas' })).toBeVisible();
  },
};
export const OfficialApiFieldErrors: Story = {
  args: {
    method: OFFICIAL,
    cloud: cloudForm({
      values: { phoneNumberId: '123', businessAccountId: '', accessToken: '' },
      errors: {
        phoneNumberId: 'O ID do número de telefone tem só números (ex.: 106540352242922).',
        businessAccountId: 'Informe o ID da conta do WhatsApp Business.',
        accessToken: 'Informe o token de acesso.',
      },
    }),
  },
};
export const OfficialApiChecking: Story = {
  args: { method: OFFICIAL, cloud: cloudForm({ values: FILLED, isSubmitting: true }) },
};
export const OfficialApiRefused: Story = {
  args: {
    method: OFFICIAL,
    cloud: cloudForm({
      values: FILLED,
      errors: {
        accessToken:
          'A Meta não aceitou esses dados: Invalid OAuth access token. Confira o ID do número de telefone e o token de acesso.',
      },
    }),
  },
};
export const OfficialApiNumberInUse: Story = {
  args: {
    method: OFFICIAL,
    cloud: cloudForm({
      values: FILLED,
      errors: {
        phoneNumberId:
          'Este número já está conectado pela API oficial em outra conta. Desconecte-o nessa conta ou use outro número.',
      },
    }),
  },
};
export const OfficialApiUnreachable: Story = {
  args: {
    method: OFFICIAL,
    cloud: cloudForm({
      values: FILLED,
      formError: 'Não foi possível falar com a API oficial do WhatsApp agora. Tente novamente em instantes.',
    }),
  },
};
export const ConnectedThroughOfficialApi: Story = {
  args: {
    phase: 'connected',
    method: BOTH_WAYS,
    cloudConnection: {
      phone_number_id: '106540352242922',
      business_account_id: '102290129340398',
      nome_verificado: 'Loja Exemplo',
      numero: '(11) 98888-7777',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loja Exemplo')).toBeVisible();
    await expect(canvas.getByText('(11) 98888-7777')).toBeVisible();
    await expect(canvas.getByText(/não funcionam na API oficial/)).toBeVisible();
    // No way to switch while connected: disconnecting comes first.
    await expect(canvas.queryByRole('radio', { name: 'QR Code (WhatsApp no celular)' })).toBeNull();
  },
};
