import { Logo } from '../../primitives/Logo/Logo.tsx';
import { AgentStatusToggle } from '../AgentStatusToggle/AgentStatusToggle.tsx';
import { ConnectionIndicator } from '../ConnectionIndicator/ConnectionIndicator.tsx';
import type { SideMenuItem } from './SideMenu.tsx';

// Sample entries and status for the stories (the panel passes its own copy).

export const STORY_MENU_ITEMS: readonly SideMenuItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/panel', icon: 'dashboard', match: 'exact' },
  {
    id: 'products',
    label: 'Meus Produtos',
    href: '/panel/meus-produtos',
    icon: 'products',
    alsoCurrentUnder: ['/panel/ofertas', '/panel/objecoes', '/panel/produto-detalhes', '/panel/kanban'],
  },
  { id: 'agent', label: 'Meu Agente', href: '/panel/meu-agente', icon: 'agent' },
  { id: 'disabled', label: 'Desativados', href: '/panel/desativados', icon: 'disabled' },
  { id: 'followUp', label: 'Follow Up', href: '/panel/follow-up', icon: 'followUp' },
  { id: 'training', label: 'Treinamento', href: '/panel/treinamento', icon: 'training' },
  { id: 'affiliate', label: 'Afilie-se', href: '/panel/seja-afiliado', icon: 'affiliate' },
  { id: 'profile', label: 'Meus Dados', href: '/panel/meus-dados', icon: 'profile' },
  {
    id: 'connect',
    label: 'Conectar WhatsApp',
    href: '/panel/conectar-agente',
    icon: 'connect',
    isCallToAction: true,
  },
];

export const STORY_ADMIN_ITEM: SideMenuItem = {
  id: 'users',
  label: 'Usuários',
  href: '/panel/usuarios',
  icon: 'users',
};

export const storyBrand = <Logo name="Agente de Vendas" />;

export const storyStatus = (agent: boolean | null, connection: 'checking' | 'connected' | 'disconnected') => (
  <>
    <AgentStatusToggle
      status={agent}
      labels={{ caption: 'Agente', active: 'Ativo', paused: 'Pausado', unknown: 'Indisponível' }}
      onToggle={() => undefined}
    />
    <ConnectionIndicator
      state={connection}
      labels={{
        checking: 'Verificando conexão...',
        connected: 'WhatsApp conectado',
        disconnected: 'WhatsApp desconectado',
      }}
    />
  </>
);
