import type { SideMenuItem } from '@agente/ui';
import { PANEL_LAYOUT_COPY } from './panelLayout.copy.ts';

const LABELS = PANEL_LAYOUT_COPY.menu;

/** The product screens open from Meus Produtos, so the entry stays highlighted on them. */
const PRODUCT_SCREENS = ['/panel/produto-detalhes', '/panel/objecoes', '/panel/ofertas', '/panel/kanban'];

const CUSTOMER_ITEMS: readonly SideMenuItem[] = [
  { id: 'dashboard', label: LABELS.dashboard, href: '/panel', icon: 'dashboard', match: 'exact' },
  {
    id: 'products',
    label: LABELS.products,
    href: '/panel/meus-produtos',
    icon: 'products',
    alsoCurrentUnder: PRODUCT_SCREENS,
  },
  { id: 'agent', label: LABELS.agent, href: '/panel/meu-agente', icon: 'agent' },
  { id: 'conversations', label: LABELS.conversations, href: '/panel/conversas', icon: 'conversations' },
  { id: 'disabled', label: LABELS.disabled, href: '/panel/desativados', icon: 'disabled' },
  { id: 'followUp', label: LABELS.followUp, href: '/panel/follow-up', icon: 'followUp' },
  { id: 'training', label: LABELS.training, href: '/panel/treinamento', icon: 'training' },
  { id: 'affiliate', label: LABELS.affiliate, href: '/panel/seja-afiliado', icon: 'affiliate' },
  { id: 'profile', label: LABELS.profile, href: '/panel/meus-dados', icon: 'profile' },
  {
    id: 'connect',
    label: LABELS.connect,
    href: '/panel/conectar-agente',
    icon: 'connect',
    isCallToAction: true,
  },
];

const ADMIN_ITEM: SideMenuItem = { id: 'users', label: LABELS.users, href: '/panel/usuarios', icon: 'users' };

/** Every entry in order; 'Usuários' only for the administrator (user id 30). */
export function panelMenuItems(isAdministrator: boolean): readonly SideMenuItem[] {
  return isAdministrator ? [...CUSTOMER_ITEMS, ADMIN_ITEM] : CUSTOMER_ITEMS;
}
