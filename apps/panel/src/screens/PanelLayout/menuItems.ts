import type { ConnectionIndicatorState, SideMenuItem } from '@agente/ui';
import { PATHS, pathPrefix } from '../../paths.ts';
import { PANEL_LAYOUT_COPY } from './panelLayout.copy.ts';

const LABELS = PANEL_LAYOUT_COPY.menu;

/** The product screens open from Meus Produtos, so the entry stays highlighted on them. */
const PRODUCT_SCREENS = [PATHS.flow, PATHS.objections, PATHS.offers, PATHS.kanban].map(pathPrefix);

const CUSTOMER_ITEMS: readonly SideMenuItem[] = [
  { id: 'dashboard', label: LABELS.dashboard, href: PATHS.dashboard, icon: 'dashboard', match: 'exact' },
  {
    id: 'products',
    label: LABELS.products,
    href: PATHS.products,
    icon: 'products',
    alsoCurrentUnder: PRODUCT_SCREENS,
  },
  { id: 'agent', label: LABELS.agent, href: PATHS.agent, icon: 'agent' },
  { id: 'conversations', label: LABELS.conversations, href: PATHS.conversations, icon: 'conversations' },
  { id: 'leads', label: LABELS.leads, href: PATHS.leads, icon: 'leads' },
  { id: 'disabled', label: LABELS.disabled, href: PATHS.disabled, icon: 'disabled' },
  { id: 'followUp', label: LABELS.followUp, href: PATHS.followUp, icon: 'followUp' },
  { id: 'training', label: LABELS.training, href: PATHS.training, icon: 'training' },
  { id: 'affiliate', label: LABELS.affiliate, href: PATHS.affiliate, icon: 'affiliate' },
  { id: 'profile', label: LABELS.profile, href: PATHS.profile, icon: 'profile' },
];

/** Until the number is connected, connecting is the menu's call to action. */
const CONNECT_ITEM: SideMenuItem = {
  id: 'connect',
  label: LABELS.connect,
  href: PATHS.connect,
  icon: 'connect',
  isCallToAction: true,
};

/**
 * Once it is, the same entry (its name unchanged) drops the call-to-action look for a green dot; the menu's
 * connection indicator says the state in words.
 */
const CONNECTED_ITEM: SideMenuItem = {
  id: 'connect',
  label: LABELS.connect,
  href: PATHS.connect,
  icon: 'connect',
  statusDot: 'success',
};

const ADMIN_ITEM: SideMenuItem = { id: 'users', label: LABELS.users, href: PATHS.users, icon: 'users' };

/**
 * Every entry in order; 'Usuários' only for the administrator (user id 30). Conversas carries how many leads
 * wait for a person.
 */
export function panelMenuItems(
  isAdministrator: boolean,
  connection: ConnectionIndicatorState,
  waiting = 0,
): readonly SideMenuItem[] {
  const connect = connection === 'connected' ? CONNECTED_ITEM : CONNECT_ITEM;
  const customer =
    waiting > 0
      ? CUSTOMER_ITEMS.map((item) =>
          item.id === 'conversations'
            ? { ...item, count: { value: waiting, label: LABELS.waiting(waiting) } }
            : item,
        )
      : CUSTOMER_ITEMS;
  return isAdministrator ? [...customer, connect, ADMIN_ITEM] : [...customer, connect];
}
