// Path → screen, nothing else. One line per route. Each screen module default-exports its screen and is
// loaded on demand (React.lazy), so /login never downloads the panel screens.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface ScreenRoute {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
}

/** Anyone may open these. */
// biome-ignore format: one route per line, so the table reads as a list of paths
export const PUBLIC_ROUTES: readonly ScreenRoute[] = [
  { path: '/login', screen: lazy(() => import('./screens/Login/LoginScreen.tsx')) },
  { path: '/redefinir-senha', screen: lazy(() => import('./screens/RedefinirSenha/RedefinirSenhaScreen.tsx')) },
];

/** Behind the route guard, inside the panel layout (side menu, footer, support chat). Absolute paths. */
// biome-ignore format: one route per line, so the table reads as a list of paths
export const PANEL_ROUTES: readonly ScreenRoute[] = [
  // ── Panel core ──
  { path: '/panel', screen: lazy(() => import('./screens/Dashboard/DashboardScreen.tsx')) },
  { path: '/panel/meu-agente', screen: lazy(() => import('./screens/MeuAgente/MeuAgenteScreen.tsx')) },
  { path: '/panel/meus-dados', screen: lazy(() => import('./screens/MeusDados/MeusDadosScreen.tsx')) },
  { path: '/panel/meus-produtos', screen: lazy(() => import('./screens/MeusProdutos/MeusProdutosScreen.tsx')) },
  { path: '/panel/meus-produtos/:id', screen: lazy(() => import('./screens/MeusProdutos/ProdutoFormScreen.tsx')) },

  // ── Product screens and account tools ──
  { path: '/panel/produto-detalhes/:id', screen: lazy(() => import('./screens/Fluxo/FluxoScreen.tsx')) },
  { path: '/panel/ofertas/:id', screen: lazy(() => import('./screens/Ofertas/OfertasScreen.tsx')) },
  { path: '/panel/objecoes/:id', screen: lazy(() => import('./screens/Objecoes/ObjecoesScreen.tsx')) },
  { path: '/panel/desativados', screen: lazy(() => import('./screens/Desativados/DesativadosScreen.tsx')) },
  { path: '/panel/follow-up', screen: lazy(() => import('./screens/FollowUp/FollowUpScreen.tsx')) },
  { path: '/panel/kanban/:id', screen: lazy(() => import('./screens/Kanban/KanbanScreen.tsx')) },
  { path: '/panel/conectar-agente', screen: lazy(() => import('./screens/Conectar/ConectarScreen.tsx')) },
  { path: '/panel/treinamento', screen: lazy(() => import('./screens/Treinamento/TreinamentoScreen.tsx')) },
  { path: '/panel/seja-afiliado', screen: lazy(() => import('./screens/Afiliado/AfiliadoScreen.tsx')) },
  { path: '/panel/conversas', screen: lazy(() => import('./screens/Conversas/ConversasScreen.tsx')) },
  { path: '/panel/conversas/:phone', screen: lazy(() => import('./screens/Conversas/ConversaScreen.tsx')) },
  { path: '/panel/testar-agente', screen: lazy(() => import('./screens/TestarAgente/TestarAgenteScreen.tsx')) },
  { path: '/panel/usuarios', screen: lazy(() => import('./screens/Usuarios/UsuariosScreen.tsx')) },
];
