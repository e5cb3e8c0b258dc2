import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UiProvider } from '../../provider/UiProvider.tsx';
import { isTextCut, lineCount } from '../../testing/layoutChecks.ts';
import { vars } from '../../theme/contract.css.ts';
import { SideMenu, type SideMenuCount, type SideMenuItem } from './SideMenu.tsx';
import { STORY_ADMIN_ITEM, STORY_MENU_ITEMS, storyBrand, storyStatus } from './sideMenuStoryData.tsx';

/** 30 characters, the profile name's limit. */
const LONGEST_NAME = 'Cliente Demonstração Fernandes';

const meta = {
  title: 'Composites/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  decorators: [
    // Links navigate through a router (a no-op here) instead of leaving the story.
    (Story) => (
      <UiProvider navigate={() => undefined}>
        <div
          style={{
            width: vars.size.drawer,
            minHeight: '100vh',
            borderRight: `1px solid ${vars.color.border}`,
          }}
        >
          <Story />
        </div>
      </UiProvider>
    ),
  ],
  args: {
    'aria-label': 'Menu principal',
    brand: storyBrand,
    items: STORY_MENU_ITEMS,
    currentPath: '/panel',
    user: { name: 'Maria Souza', phone: '(11) 98888-7777' },
    status: storyStatus(true, 'connected'),
    logoutLabel: 'Sair',
    onLogout: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On /panel only Dashboard is highlighted. */
export const Dashboard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getAllByRole('link').filter((link) => link.getAttribute('aria-current')),
    ).toHaveLength(1);
  },
};

/** A product screen keeps Meus Produtos highlighted; Dashboard is not (exact rule). */
export const ProductScreen: Story = {
  args: { currentPath: '/panel/ofertas/3', status: storyStatus(false, 'disconnected') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Meus Produtos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const ConnectPage: Story = { args: { currentPath: '/panel/conectar-agente' } };

export const Checking: Story = { args: { status: storyStatus(null, 'checking') } };

/** The administrator (id 30) also sees Usuários. */
export const Administrator: Story = {
  args: {
    items: [...STORY_MENU_ITEMS, STORY_ADMIN_ITEM],
    currentPath: '/panel/usuarios',
    user: { name: 'Administrador', phone: null },
  },
};

/** The longest name an account may have (30 characters) shows whole, wrapped onto two lines inside its card. */
export const LongName: Story = {
  args: { user: { name: LONGEST_NAME, phone: '(21) 97777-6666' } },
  play: async ({ canvas }) => {
    const name = canvas.getByText(LONGEST_NAME);
    await expect(isTextCut(name)).toBe(false);
    await expect(lineCount(name)).toBeLessThanOrEqual(2);
    // The profile card: avatar, name and phone.
    const card = name.parentElement?.parentElement as HTMLElement;
    await expect(card.getBoundingClientRect().right).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().right,
    );
  },
};

export const LoggingOut: Story = { args: { isLoggingOut: true } };

/** Tab reaches the entries in order; Enter follows one; the mouse presses Sair. */
export const KeyboardAndMouse: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Meus Produtos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/**
 * The number is connected: the last entry keeps its name but trades the filled call-to-action for a green dot,
 * and still opens the connection page.
 */
export const WhatsAppConnected: Story = {
  args: {
    items: STORY_MENU_ITEMS.map((item) =>
      item.id === 'connect' ? { ...item, isCallToAction: false, statusDot: 'success' as const } : item,
    ),
  },
  play: async ({ canvas, args }) => {
    const entry = canvas.getByRole('link', { name: 'Conectar WhatsApp' });
    await expect(entry).toHaveAttribute('href', '/panel/conectar-agente');
    // Plain like its neighbours, not the filled button the call-to-action is.
    const neighbour = canvas.getByRole('link', { name: 'Meus Dados' });
    await expect(getComputedStyle(entry).backgroundColor).toBe(getComputedStyle(neighbour).backgroundColor);
    await userEvent.click(entry);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** The story entries with Conversas after Meu Agente, as the panel orders them. */
const withConversations = (count: SideMenuCount): SideMenuItem[] => [
  ...STORY_MENU_ITEMS.slice(0, 3),
  { id: 'conversations', label: 'Conversas', href: '/panel/conversas', icon: 'conversations', count },
  ...STORY_MENU_ITEMS.slice(3),
];

/** Leads wait for a person: Conversas shows how many, and says it in words to a screen reader. */
export const ConversationsWaiting: Story = {
  args: {
    items: withConversations({ value: 3, label: '3 aguardando você' }),
  },
  play: async ({ canvas }) => {
    const entry = canvas.getByRole('link', { name: /^Conversas\s*, 3 aguardando você$/ });
    await expect(entry).toHaveTextContent('3');
  },
};

/** Nobody waits: no number at all (a 0 would be noise). */
export const NobodyWaiting: Story = {
  args: {
    items: withConversations({ value: 0, label: '0 aguardando você' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Conversas' })).toBeInTheDocument();
  },
};
