// The panel's paths → screens, behind the route guard. One line per route; loaded with the panel area.
import { PATHS } from './paths.ts';
import { type LazyScreen, PANEL_HOME, type ScreenRoute, screen } from './routes.tsx';

/** Behind the route guard, inside the panel layout (side menu, footer, support chat). Absolute paths. */
// biome-ignore format: one route per line, so the table reads as a list of paths
export const PANEL_ROUTES: readonly ScreenRoute[] = [
  // ── Panel core ──
  PANEL_HOME,
  { path: PATHS.agent, screen: screen(() => import('./screens/MeuAgente/MeuAgenteScreen.tsx')) },
  { path: PATHS.knowledge, screen: screen(() => import('./screens/BaseConhecimento/BaseConhecimentoScreen.tsx')) },
  { path: PATHS.profile, screen: screen(() => import('./screens/MeusDados/MeusDadosScreen.tsx')) },
  { path: PATHS.products, screen: screen(() => import('./screens/MeusProdutos/MeusProdutosScreen.tsx')) },
  { path: PATHS.product, screen: screen(() => import('./screens/MeusProdutos/ProdutoFormScreen.tsx')) },

  // ── Product screens and account tools ──
  { path: PATHS.flow, screen: screen(() => import('./screens/Fluxo/FluxoScreen.tsx')) },
  { path: PATHS.offers, screen: screen(() => import('./screens/Ofertas/OfertasScreen.tsx')) },
  { path: PATHS.objections, screen: screen(() => import('./screens/Objecoes/ObjecoesScreen.tsx')) },
  { path: PATHS.disabled, screen: screen(() => import('./screens/Desativados/DesativadosScreen.tsx')) },
  { path: PATHS.followUp, screen: screen(() => import('./screens/FollowUp/FollowUpScreen.tsx')) },
  { path: PATHS.sales, screen: screen(() => import('./screens/Vendas/VendasScreen.tsx')) },
  { path: PATHS.kanban, screen: screen(() => import('./screens/Kanban/KanbanScreen.tsx')) },
  { path: PATHS.leads, screen: screen(() => import('./screens/Leads/LeadsScreen.tsx')) },
  { path: PATHS.connect, screen: screen(() => import('./screens/Conectar/ConectarScreen.tsx')) },
  { path: PATHS.training, screen: screen(() => import('./screens/Treinamento/TreinamentoScreen.tsx')) },
  { path: PATHS.affiliate, screen: screen(() => import('./screens/Afiliado/AfiliadoScreen.tsx')) },
  { path: PATHS.inbox, screen: screen(() => import('./screens/Conversas/ConversasScreen.tsx')) },
  { path: PATHS.playground, screen: screen(() => import('./screens/TestarAgente/TestarAgenteScreen.tsx')) },
  { path: PATHS.users, screen: screen(() => import('./screens/Usuarios/UsuariosScreen.tsx')) },
];

/** Any other /panel address, for a logged-in user: said inside the panel, with the menu and a way back. */
export const PANEL_NOT_FOUND: LazyScreen = screen(
  () => import('./screens/PaginaNaoEncontrada/PaginaNaoEncontradaScreen.tsx'),
);
