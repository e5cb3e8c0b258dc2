import { Button, Card, Grid, Heading, Inline, Stack, Text, UiProvider } from '@agente/ui';
import { controlsUnder, isOnTop, isTextCut } from '@agente/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PanelLayoutView } from './PanelLayoutView.tsx';
import { PasswordChangeDialog } from './PasswordChangeDialog.tsx';
import type { SupportChatState } from './useSupportChat.ts';

const AT = Date.UTC(2026, 0, 15, 17, 30);

const closedChat: SupportChatState = {
  isOpen: false,
  isMinimised: false,
  fontSize: 'medium',
  messages: [],
  isTyping: false,
  isSending: false,
  draft: '',
  onOpen: fn(),
  onClose: fn(),
  onMinimise: fn(),
  onExpand: fn(),
  onFontSizeChange: fn(),
  onDraftChange: fn(),
  onSend: fn(),
};

const conversation = [
  { id: 'm1', content: 'Como conecto meu número?', isUser: true, timestamp: AT },
  {
    id: 'm2',
    content: 'Abra "Conectar WhatsApp", informe o número com DDD e escaneie o QR Code pelo celular.',
    isUser: false,
    timestamp: AT + 60_000,
  },
];

const passwordChange = (props: Partial<Parameters<typeof PasswordChangeDialog>[0]> = {}) => (
  <PasswordChangeDialog
    error={null}
    fieldErrors={{}}
    success={null}
    isSaving={false}
    onSubmit={fn()}
    {...props}
  />
);

/** Stand-in content for the main area. */
function SampleScreen() {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>Olá, Maria Souza!</Heading>
        <Text tone="muted">Escolha uma opção no menu para configurar seu agente.</Text>
      </Stack>
      <Grid columns={3}>
        {['Conversas únicas', 'Mensagens trocadas', 'Conversas do plano'].map((label, index) => (
          <Card key={label}>
            <Text tone="muted" size="sm">
              {label}
            </Text>
            <Text size="xxl" weight="bold">
              {[128, 1_420, 600][index]}
            </Text>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}

const meta = {
  title: 'Screens/PanelLayout',
  component: PanelLayoutView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    // Menu links navigate through a router (a no-op here) instead of leaving the story.
    (Story) => (
      <UiProvider navigate={() => undefined}>
        <Story />
      </UiProvider>
    ),
  ],
  args: {
    children: <SampleScreen />,
    currentPath: '/panel',
    user: { name: 'Maria Souza', phone: '(11) 98888-7777' },
    isAdministrator: false,
    agentStatus: true,
    canToggleAgent: true,
    onToggleAgent: fn(),
    pauseConfirm: { isOpen: false, onOpenChange: fn(), onConfirm: fn() },
    connection: 'connected',
    onLogout: fn(),
    isSidebarOpen: false,
    onSidebarOpenChange: fn(),
    year: 2026,
    chat: closedChat,
    passwordChange: null,
    hasNewVersion: false,
    onReload: fn(),
    customerView: null,
  },
} satisfies Meta<typeof PanelLayoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in on /panel: Dashboard highlighted, agent Ativo, WhatsApp connected, the chat button. */
export const Dashboard: Story = {
  play: async ({ canvas, args }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).queryByRole('link', { name: 'Usuários' })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Agente' }));
    await expect(args.onToggleAgent).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const PausedAndDisconnected: Story = {
  args: { currentPath: '/panel/meu-agente', agentStatus: false, connection: 'disconnected' },
};

/** Right after opening: the agent's status and the connection are still being read. */
export const Checking: Story = {
  args: { agentStatus: null, canToggleAgent: false, connection: 'checking' },
};

export const Administrator: Story = {
  args: {
    currentPath: '/panel/usuarios',
    isAdministrator: true,
    user: { name: 'Administrador', phone: null },
  },
};

export const ChatOpen: Story = {
  args: { chat: { ...closedChat, isOpen: true, messages: conversation } },
};

export const ChatTyping: Story = {
  args: { chat: { ...closedChat, isOpen: true, messages: conversation.slice(0, 1), isTyping: true } },
};

/** The automation could not help: the chat links to the support team's WhatsApp. */
export const ChatTalkToPerson: Story = {
  args: {
    chat: { ...closedChat, isOpen: true, messages: conversation, personUrl: 'https://wa.me/5511999998888' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Falar com uma pessoa/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511999998888',
    );
  },
};

/** A screen taller than the window ending in a save button, on a phone and on a desktop. */
function LongScreen() {
  return (
    <Stack gap="xl">
      <Heading level={1}>Meu Agente</Heading>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed stand-in cards
        <Card key={index}>
          <Text>Campo do formulário {index + 1}</Text>
        </Card>
      ))}
      <Inline justify="end">
        <Button>Salvar alterações</Button>
      </Inline>
    </Stack>
  );
}

async function expectSaveClearOfChat(canvas: Canvas) {
  window.scrollTo(0, document.documentElement.scrollHeight);
  const save = canvas.getByRole('button', { name: 'Salvar alterações' });
  const launcher = canvas.getByRole('button', { name: 'Abrir chat de suporte' });
  await waitFor(() => {
    expect(isOnTop(save)).toBe(true);
    expect(isOnTop(launcher)).toBe(true);
    expect(controlsUnder(launcher)).toEqual([]);
  });
}

/** Scrolled to the end, the chat button covers no part of the screen's last button. */
export const EndOfPageClearOfChat: Story = {
  args: { children: <LongScreen />, currentPath: '/panel/meu-agente' },
  play: async ({ canvas }) => expectSaveClearOfChat(canvas),
};

export const EndOfPageClearOfChatOnPhone: Story = {
  args: { children: <LongScreen />, currentPath: '/panel/meu-agente' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => expectSaveClearOfChat(canvas),
};

export const ChatMinimised: Story = {
  args: { chat: { ...closedChat, isOpen: true, isMinimised: true, messages: conversation } },
};

/** A temporary password: the panel is dimmed and blocked, there is no support chat. */
export const ForcedPasswordChange: Story = {
  args: { chat: null, passwordChange: passwordChange() },
  play: async () => {
    // The modal fades in; it is checked once it has.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Defina uma nova senha' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Defina uma nova senha' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Abrir chat de suporte' })).toBeNull();
  },
};

/** A submit with both fields wrong: each field says what is wrong with it, at once. */
export const ForcedPasswordChangeError: Story = {
  args: {
    chat: null,
    passwordChange: passwordChange({
      fieldErrors: {
        newPassword: 'A nova senha deve ter pelo menos 6 caracteres',
        confirmPassword: 'As senhas não coincidem',
      },
    }),
  },
};

export const PasswordChanged: Story = {
  args: { chat: null, passwordChange: passwordChange({ success: 'Senha alterada com sucesso!' }) },
};

type Canvas = ReturnType<typeof within>;

/** The new-version bar, found from its button. */
function newVersionBanner(canvas: Canvas) {
  const update = canvas.getByRole('button', { name: 'Atualizar agora' });
  return { update, banner: update.closest('[role="status"]') as HTMLElement };
}

/**
 * The bar is pinned under the layout, which makes room for it: it lies over no control, 'Sair' included.
 * Checked once the layout has settled around the freshly measured bar (a frame at most).
 */
async function expectRoomForBanner(canvas: Canvas) {
  const { banner, update } = newVersionBanner(canvas);
  const logout = canvas.getByRole('button', { name: 'Sair' });
  await expect(banner).toHaveTextContent('Uma nova versão está disponível.');
  await waitFor(() => {
    expect(controlsUnder(banner)).toEqual([]);
    expect(isOnTop(update)).toBe(true);
    expect(isOnTop(logout)).toBe(true);
    expect(logout.getBoundingClientRect().bottom).toBeLessThanOrEqual(banner.getBoundingClientRect().top);
  });
}

/** The administrator's tab on a customer's panel: whose panel it is, above every screen, and the way back. */
export const CustomerView: Story = {
  args: { customerView: { name: 'Maria Souza', onLeave: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^Você está vendo o painel de Maria Souza/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair do painel de Maria Souza' }));
    await expect(args.customerView?.onLeave).toHaveBeenCalledOnce();
  },
};

/** A new version was published: the yellow bar at the bottom, the menu ending above it. */
export const NewVersion: Story = {
  args: { hasNewVersion: true },
  play: async ({ canvas, args }) => {
    await expectRoomForBanner(canvas);
    await expect(isOnTop(canvas.getByRole('button', { name: 'Abrir chat de suporte' }))).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar agora' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** On a phone (375 px) with the menu closed: the bar wraps onto two lines; the chat button stays above it. */
export const NewVersionOnPhone: Story = {
  args: { hasNewVersion: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const { banner, update } = newVersionBanner(canvas);
    const launcher = canvas.getByRole('button', { name: 'Abrir chat de suporte' });
    await waitFor(() => {
      expect(controlsUnder(banner)).toEqual([]);
      expect(isOnTop(update)).toBe(true);
      expect(isOnTop(canvas.getByRole('button', { name: 'Menu' }))).toBe(true);
      expect(isOnTop(launcher)).toBe(true);
    });
  },
};

/**
 * On a phone with the menu open and the longest name an account may have: the drawer ends above the bar,
 * 'Sair' in view at its foot, and 'Atualizar agora' can still be pressed.
 */
export const NewVersionOnPhoneMenuOpen: Story = {
  args: {
    hasNewVersion: true,
    isSidebarOpen: true,
    user: { name: 'Cliente Demonstração Fernandes', phone: '(11) 98888-7777' },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expectRoomForBanner(canvas);
    await expect(isTextCut(canvas.getByText('Cliente Demonstração Fernandes'))).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar agora' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
