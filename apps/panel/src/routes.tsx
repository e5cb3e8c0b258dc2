// Path → screen, nothing else. One line per route. Each screen module default-exports its screen and is
// loaded on demand (React.lazy), so /login never downloads the panel screens.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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
  { path: '/login', screen: screen(() => import('./screens/Login/LoginScreen.tsx')) },
  { path: '/redefinir-senha', screen: screen(() => import('./screens/RedefinirSenha/RedefinirSenhaScreen.tsx')) },
];

/** Behind the route guard, inside the panel layout (side menu, footer, support chat). Absolute paths. */
// biome-ignore format: one route per line, so the table reads as a list of paths
export const PANEL_ROUTES: readonly ScreenRoute[] = [
  // ── Panel core ──
  { path: '/panel', screen: screen(() => import('./screens/Dashboard/DashboardScreen.tsx')) },
  { path: '/panel/meu-agente', screen: screen(() => import('./screens/MeuAgente/MeuAgenteScreen.tsx')) },
  { path: '/panel/meus-dados', screen: screen(() => import('./screens/MeusDados/MeusDadosScreen.tsx')) },
  { path: '/panel/meus-produtos', screen: screen(() => import('./screens/MeusProdutos/MeusProdutosScreen.tsx')) },
  { path: '/panel/meus-produtos/:id', screen: screen(() => import('./screens/MeusProdutos/ProdutoFormScreen.tsx')) },

  // ── Product screens and account tools ──
  { path: '/panel/produto-detalhes/:id', screen: screen(() => import('./screens/Fluxo/FluxoScreen.tsx')) },
  { path: '/panel/ofertas/:id', screen: screen(() => import('./screens/Ofertas/OfertasScreen.tsx')) },
  { path: '/panel/objecoes/:id', screen: screen(() => import('./screens/Objecoes/ObjecoesScreen.tsx')) },
  { path: '/panel/desativados', screen: screen(() => import('./screens/Desativados/DesativadosScreen.tsx')) },
  { path: '/panel/follow-up', screen: screen(() => import('./screens/FollowUp/FollowUpScreen.tsx')) },
  { path: '/panel/kanban/:id', screen: screen(() => import('./screens/Kanban/KanbanScreen.tsx')) },
  { path: '/panel/conectar-agente', screen: screen(() => import('./screens/Conectar/ConectarScreen.tsx')) },
  { path: '/panel/treinamento', screen: screen(() => import('./screens/Treinamento/TreinamentoScreen.tsx')) },
  { path: '/panel/seja-afiliado', screen: screen(() => import('./screens/Afiliado/AfiliadoScreen.tsx')) },
  { path: '/panel/conversas', screen: screen(() => import('./screens/Conversas/ConversasScreen.tsx')) },
  { path: '/panel/conversas/:phone', screen: screen(() => import('./screens/Conversas/ConversaScreen.tsx')) },
  { path: '/panel/testar-agente', screen: screen(() => import('./screens/TestarAgente/TestarAgenteScreen.tsx')) },
  { path: '/panel/usuarios', screen: screen(() => import('./screens/Usuarios/UsuariosScreen.tsx')) },
];
