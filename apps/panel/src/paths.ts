// Every address of the panel, once: the route table, the menu, the product bar and the screens' links read it.

/** Route patterns; `:name` is a parameter. */
export const PATHS = {
  login: '/login',
  resetPassword: '/redefinir-senha',
  dashboard: '/panel',
  agent: '/panel/meu-agente',
  knowledge: '/panel/base-de-conhecimento',
  profile: '/panel/meus-dados',
  products: '/panel/meus-produtos',
  product: '/panel/meus-produtos/:id',
  flow: '/panel/produto-detalhes/:id',
  offers: '/panel/ofertas/:id',
  objections: '/panel/objecoes/:id',
  disabled: '/panel/desativados',
  followUp: '/panel/follow-up',
  sales: '/panel/vendas',
  kanban: '/panel/kanban/:id',
  leads: '/panel/leads',
  connect: '/panel/conectar-agente',
  training: '/panel/treinamento',
  affiliate: '/panel/seja-afiliado',
  conversations: '/panel/conversas',
  conversation: '/panel/conversas/:phone',
  /** The inbox: the list, and the conversation the address names beside it. */
  inbox: '/panel/conversas/:phone?',
  playground: '/panel/testar-agente',
  users: '/panel/usuarios',
} as const;

export type PanelPath = (typeof PATHS)[keyof typeof PATHS];

/** The parameter names of a pattern: '/panel/ofertas/:id' → 'id'. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The address of a pattern with its parameters filled in (each one URL-encoded). */
export function pathTo<P extends PanelPath>(
  pattern: P,
  params: Record<PathParams<P>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** A pattern's fixed part, for matching every address under it: '/panel/ofertas/:id' → '/panel/ofertas'. */
export function pathPrefix(pattern: PanelPath): string {
  return pattern.replace(/\/:[a-z]+.*$/i, '');
}
