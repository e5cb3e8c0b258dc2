// Path → screen, nothing else. One line per route. Each screen module default-exports its screen and is
// loaded on demand (React.lazy), so /login never downloads the panel screens.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PATHS } from './paths.ts';

/** A screen loaded on demand, whose code can also be asked for before it renders. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export interface ScreenRoute {
  path: string;
  screen: LazyScreen;
}

function screen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return Object.assign(lazy(load), { preload: load });
}

/** Anyone may open these. */
// biome-ignore format: one route per line, so the table reads as a list of paths
export const PUBLIC_ROUTES: readonly ScreenRoute[] = [
  { path: PATHS.login, screen: screen(() => import('./screens/Login/LoginScreen.tsx')) },
  { path: PATHS.resetPassword, screen: screen(() => import('./screens/RedefinirSenha/RedefinirSenhaScreen.tsx')) },
];

/** Behind the route guard, inside the panel layout (side menu, footer, support chat). Absolute paths. */
// biome-ignore format: one route per line, so the table reads as a list of paths
export const PANEL_ROUTES: readonly ScreenRoute[] = [
  // ── Panel core ──
  { path: PATHS.dashboard, screen: screen(() => import('./screens/Dashboard/DashboardScreen.tsx')) },
  { path: PATHS.agent, screen: screen(() => import('./screens/MeuAgente/MeuAgenteScreen.tsx')) },
  { path: PATHS.profile, screen: screen(() => import('./screens/MeusDados/MeusDadosScreen.tsx')) },
  { path: PATHS.products, screen: screen(() => import('./screens/MeusProdutos/MeusProdutosScreen.tsx')) },
  { path: PATHS.product, screen: screen(() => import('./screens/MeusProdutos/ProdutoFormScreen.tsx')) },

  // ── Product screens and account tools ──
  { path: PATHS.flow, screen: screen(() => import('./screens/Fluxo/FluxoScreen.tsx')) },
  { path: PATHS.offers, screen: screen(() => import('./screens/Ofertas/OfertasScreen.tsx')) },
  { path: PATHS.objections, screen: screen(() => import('./screens/Objecoes/ObjecoesScreen.tsx')) },
  { path: PATHS.disabled, screen: screen(() => import('./screens/Desativados/DesativadosScreen.tsx')) },
  { path: PATHS.followUp, screen: screen(() => import('./screens/FollowUp/FollowUpScreen.tsx')) },
  { path: PATHS.kanban, screen: screen(() => import('./screens/Kanban/KanbanScreen.tsx')) },
  { path: PATHS.connect, screen: screen(() => import('./screens/Conectar/ConectarScreen.tsx')) },
  { path: PATHS.training, screen: screen(() => import('./screens/Treinamento/TreinamentoScreen.tsx')) },
  { path: PATHS.affiliate, screen: screen(() => import('./screens/Afiliado/AfiliadoScreen.tsx')) },
  { path: PATHS.conversations, screen: screen(() => import('./screens/Conversas/ConversasScreen.tsx')) },
  { path: PATHS.conversation, screen: screen(() => import('./screens/Conversas/ConversaScreen.tsx')) },
  { path: PATHS.playground, screen: screen(() => import('./screens/TestarAgente/TestarAgenteScreen.tsx')) },
  { path: PATHS.users, screen: screen(() => import('./screens/Usuarios/UsuariosScreen.tsx')) },
];

/** Any other /panel address, for a logged-in user: said inside the panel, with the menu and a way back. */
export const PANEL_NOT_FOUND: LazyScreen = screen(
  () => import('./screens/PaginaNaoEncontrada/PaginaNaoEncontradaScreen.tsx'),
);
