import { call } from './call.ts';
import { type ApiClientOptions, createApiClient } from './client.ts';
import type {
  AdminUserInput,
  AdminUserOrder,
  AdminUserOrderDirection,
  AdminUserStatusFilter,
  AgentInput,
  ConversationFilter,
  DisabledNumberInput,
  FollowupHours,
  FollowupMessageInput,
  KanbanPeriod,
  KnowledgeFaqInput,
  LeadTagInput,
  LoginRequest,
  ObjectionInput,
  OfferInput,
  ProductInput,
  ResetPasswordRequest,
  ResultsPeriod,
  SalesSettingsInput,
  UpdateMeRequest,
  WhatsappCloudConnectionInput,
} from './types.ts';

/**
 * One thin function per operation of openapi.yaml, grouped by area. Each returns the unwrapped reply and
 * throws `ApiError` on failure.
 */
export function createApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  const product = (id: number) => ({ params: { path: { id } } });

  return {
    client,
    auth: {
      login: (body: LoginRequest) => call(client.POST('/api/auth/login', { body })),
      logout: () => call(client.POST('/api/auth/logout')),
      me: async () => (await call(client.GET('/api/auth/me'))).user,
      updateMe: async (body: UpdateMeRequest) => (await call(client.PUT('/api/auth/me', { body }))).user,
      recoverPassword: (email: string) => call(client.POST('/api/auth/recuperar-senha', { body: { email } })),
      resetPassword: (body: ResetPasswordRequest) => call(client.POST('/api/auth/redefinir-senha', { body })),
      /** The token of the administrator's access link into a customer's panel (single use, short-lived). */
      impersonate: async (id: number) =>
        (await call(client.POST('/api/auth/impersonate', { body: { id } }))).token,
      /** Exchanges an access link's token for a session (the link stops working). */
      exchangeAccessLink: (token: string) =>
        call(client.POST('/api/auth/link-de-acesso', { body: { token } })),
      /** Whose panel an access link opens, without using it. */
      readAccessLink: async (token: string) =>
        (await call(client.POST('/api/auth/link-de-acesso/conta', { body: { token } }))).name,
    },
    agents: {
      get: async () => (await call(client.GET('/api/agents'))).agent,
      create: async (body: AgentInput) => (await call(client.POST('/api/agents', { body }))).agent,
      update: async (body: AgentInput) => (await call(client.PUT('/api/agents', { body }))).agent,
      setStatus: async (status: boolean) =>
        (await call(client.PATCH('/api/agents/status', { body: { status } }))).agent,
    },
    dashboard: {
      counters: () => call(client.GET('/api/contador/dashboard')),
      firstSteps: () => call(client.GET('/api/contador/primeiros-passos')),
      /** The agent's results for a period (sales, revenue, conversion, funnel, objections…). */
      results: (periodo: ResultsPeriod) =>
        call(client.GET('/api/contador/resultados', { params: { query: { periodo } } })),
    },
    products: {
      list: async () => (await call(client.GET('/api/products/list'))).products,
      get: async (id: number) => (await call(client.GET('/api/products/{id}', product(id)))).product,
      create: async (body: ProductInput) => (await call(client.POST('/api/products', { body }))).product,
      update: async (id: number, body: ProductInput) =>
        (await call(client.PUT('/api/products/{id}', { ...product(id), body }))).product,
      remove: (id: number) => call(client.DELETE('/api/products/{id}', product(id))),
      /** What blocks a delete (media, flow steps, objections) and the offers that go with it. */
      dependencies: (id: number) => call(client.GET('/api/products/{id}/dependencias', product(id))),
    },
    flow: {
      list: async (productId: number) =>
        (await call(client.GET('/api/products/{id}/fluxo', product(productId)))).fluxo,
      create: async (productId: number, texto: string, posicao?: number) =>
        (
          await call(
            client.POST('/api/products/{id}/fluxo', {
              ...product(productId),
              body: posicao === undefined ? { texto } : { texto, posicao },
            }),
          )
        ).fluxo,
      update: async (productId: number, stepId: number, texto: string) =>
        (
          await call(
            client.PUT('/api/products/{id}/fluxo/{stepId}', {
              params: { path: { id: productId, stepId } },
              body: { texto },
            }),
          )
        ).fluxo,
      remove: (productId: number, stepId: number) =>
        call(
          client.DELETE('/api/products/{id}/fluxo/{stepId}', { params: { path: { id: productId, stepId } } }),
        ),
      reorder: async (productId: number, steps: { id: number; posicao: number }[]) =>
        (
          await call(
            client.PUT('/api/products/{id}/fluxo/reorder', { ...product(productId), body: { steps } }),
          )
        ).fluxo,
    },
    media: {
      list: async (productId: number) =>
        (await call(client.GET('/api/midias', { params: { query: { id_produto: productId } } }))).medias,
      rename: async (mediaId: number, titulo: string) =>
        (await call(client.PUT('/api/midias/{mediaId}', { params: { path: { mediaId } }, body: { titulo } })))
          .media,
      remove: (mediaId: number) =>
        call(client.DELETE('/api/midias/{mediaId}', { params: { path: { mediaId } } })),
    },
    objections: {
      list: async (productId: number) =>
        (await call(client.GET('/api/products/{id}/objecoes', product(productId)))).objecoes,
      create: async (productId: number, body: ObjectionInput) =>
        (await call(client.POST('/api/products/{id}/objecoes', { ...product(productId), body }))).objecao,
      update: async (productId: number, objId: number, body: ObjectionInput) =>
        (
          await call(
            client.PUT('/api/products/{id}/objecoes/{objId}', {
              params: { path: { id: productId, objId } },
              body,
            }),
          )
        ).objecao,
      remove: (productId: number, objId: number) =>
        call(
          client.DELETE('/api/products/{id}/objecoes/{objId}', {
            params: { path: { id: productId, objId } },
          }),
        ),
    },
    /** The account's knowledge base ("Base de conhecimento"). */
    knowledge: {
      listFaq: async () => call(client.GET('/api/conhecimento/faq')),
      createFaq: async (body: KnowledgeFaqInput) =>
        (await call(client.POST('/api/conhecimento/faq', { body }))).pergunta,
      updateFaq: async (faqId: number, body: KnowledgeFaqInput) =>
        (await call(client.PUT('/api/conhecimento/faq/{faqId}', { params: { path: { faqId } }, body })))
          .pergunta,
      removeFaq: (faqId: number) =>
        call(client.DELETE('/api/conhecimento/faq/{faqId}', { params: { path: { faqId } } })),
      about: async () => (await call(client.GET('/api/conhecimento/sobre'))).texto,
      saveAbout: async (texto: string) =>
        (await call(client.PUT('/api/conhecimento/sobre', { body: { texto } }))).texto,
      documents: async () => call(client.GET('/api/conhecimento/documentos')),
      /** Sends one file as multipart/form-data (the server tells its format by the content). */
      uploadDocument: async (file: Blob, fileName: string) =>
        call(
          client.POST('/api/conhecimento/documentos', {
            body: { arquivo: '' },
            bodySerializer: () => {
              const form = new FormData();
              form.append('arquivo', file, fileName);
              return form;
            },
          }),
        ),
      removeDocument: (docId: number) =>
        call(client.DELETE('/api/conhecimento/documentos/{docId}', { params: { path: { docId } } })),
      test: (pergunta: string) => call(client.POST('/api/conhecimento/testar', { body: { pergunta } })),
      unanswered: async () => (await call(client.GET('/api/conhecimento/sem-resposta'))).perguntas,
      teach: async (questionId: number, resposta: string) =>
        (
          await call(
            client.POST('/api/conhecimento/sem-resposta/{questionId}/ensinar', {
              params: { path: { questionId } },
              body: { resposta },
            }),
          )
        ).pergunta,
      dismiss: (questionId: number) =>
        call(
          client.DELETE('/api/conhecimento/sem-resposta/{questionId}', { params: { path: { questionId } } }),
        ),
    },
    offers: {
      list: async (productId: number) =>
        (await call(client.GET('/api/products/{id}/offers', product(productId)))).offers,
      create: async (productId: number, body: OfferInput) =>
        (await call(client.POST('/api/products/{id}/offers', { ...product(productId), body }))).offer,
      update: async (productId: number, offerId: number, body: OfferInput) =>
        (
          await call(
            client.PUT('/api/products/{id}/offers/{offerId}', {
              params: { path: { id: productId, offerId } },
              body,
            }),
          )
        ).offer,
      remove: (productId: number, offerId: number) =>
        call(
          client.DELETE('/api/products/{id}/offers/{offerId}', {
            params: { path: { id: productId, offerId } },
          }),
        ),
    },
    disabledNumbers: {
      list: async () => (await call(client.GET('/api/desativados'))).desativados,
      create: async (body: DisabledNumberInput) =>
        (await call(client.POST('/api/desativados', { body }))).desativado,
      remove: (id: number) => call(client.DELETE('/api/desativados/{id}', { params: { path: { id } } })),
    },
    followup: {
      list: async () => (await call(client.GET('/api/followup_mensagem'))).mensagens,
      create: async (body: FollowupMessageInput) =>
        (await call(client.POST('/api/followup_mensagem', { body }))).mensagem,
      update: async (id: number, body: FollowupMessageInput) =>
        (await call(client.PUT('/api/followup_mensagem/{id}', { params: { path: { id } }, body }))).mensagem,
      setStatus: async (id: number, status: boolean) =>
        (
          await call(
            client.PUT('/api/followup_mensagem/{id}/status', { params: { path: { id } }, body: { status } }),
          )
        ).mensagem,
      remove: (id: number) =>
        call(client.DELETE('/api/followup_mensagem/{id}', { params: { path: { id } } })),
      hours: async () => call(client.GET('/api/followup_horario')),
      saveHours: async (body: FollowupHours) => call(client.PUT('/api/followup_horario', { body })),
    },
    sales: {
      settings: async () => call(client.GET('/api/vendas/configuracao')),
      save: async (body: SalesSettingsInput) => call(client.PUT('/api/vendas/configuracao', { body })),
      regenerateSecret: async () => call(client.POST('/api/vendas/configuracao/segredo')),
    },
    kanban: {
      get: async (productId: number, periodo: KanbanPeriod) =>
        (
          await call(
            client.GET('/api/followup/kanban/{productId}', {
              params: { path: { productId }, query: { periodo } },
            }),
          )
        ).kanban,
      /** The next page of one column (the leads of step `ultimoStep` after `cursor`). */
      columnPage: async (productId: number, ultimoStep: number, periodo: KanbanPeriod, cursor: string) =>
        call(
          client.GET('/api/followup/kanban/{productId}/etapas/{ultimoStep}', {
            params: { path: { productId, ultimoStep }, query: { periodo, cursor } },
          }),
        ),
      setTag: async (leadId: number, etiqueta: string) =>
        (
          await call(
            client.PUT('/api/followup/{leadId}/etiqueta', {
              params: { path: { leadId } },
              body: { etiqueta },
            }),
          )
        ).lead,

      /** The account's lead and its product (Leads opens on it). */
      lead: (leadId: number) => call(client.GET('/api/leads/{leadId}', { params: { path: { leadId } } })),
      /** The account's lead of that phone (its most recent, when it is a lead of several products). */
      leadByPhone: (phone: string) =>
        call(client.GET('/api/leads/telefone/{phone}', { params: { path: { phone } } })),
    },
    leadTags: {
      list: async () => (await call(client.GET('/api/etiquetas'))).etiquetas,
      create: async (body: LeadTagInput) => (await call(client.POST('/api/etiquetas', { body }))).etiqueta,
      update: async (tagId: number, body: LeadTagInput) =>
        (await call(client.PUT('/api/etiquetas/{tagId}', { params: { path: { tagId } }, body }))).etiqueta,
      remove: (tagId: number) =>
        call(client.DELETE('/api/etiquetas/{tagId}', { params: { path: { tagId } } })),
    },
    conversations: {
      /** Newest conversation first; `cursor` (from the previous page) asks for the next one. */
      list: (query: { busca?: string; filtro?: ConversationFilter; cursor?: string } = {}) =>
        call(client.GET('/api/conversas', { params: { query } })),
      /** "Aguardando você": the leads waiting for a person, longest wait first; `cursor` asks for the next page. */
      waiting: (cursor?: string) =>
        call(client.GET('/api/conversas/aguardando', { params: { query: cursor ? { cursor } : {} } })),
      /** How many leads wait for a person (the side menu's count). */
      waitingTotal: async () => (await call(client.GET('/api/conversas/aguardando/total'))).total,
      /** Without `cursor`, the newest page of the lead's conversation; with it, the page before. */
      get: (phone: string, cursor?: string) =>
        call(
          client.GET('/api/conversas/{phone}', {
            params: { path: { phone }, query: cursor ? { cursor } : {} },
          }),
        ),
      pause: async (phone: string) =>
        (await call(client.POST('/api/conversas/{phone}/pausa', { params: { path: { phone } } }))).estado,
      resume: async (phone: string) =>
        (await call(client.DELETE('/api/conversas/{phone}/pausa', { params: { path: { phone } } }))).estado,
      /** Sent as humano through the outbox; the agent is paused for this lead. */
      /** Marks the conversation read up to the newest message the owner saw; answers how many are still unread. */
      markRead: async (phone: string, ate: number) =>
        (
          await call(
            client.PUT('/api/conversas/{phone}/leitura', { params: { path: { phone } }, body: { ate } }),
          )
        ).nao_lidas,
      sendAsHuman: (phone: string, texto: string) =>
        call(
          client.POST('/api/conversas/{phone}/mensagens', { params: { path: { phone } }, body: { texto } }),
        ),
    },
    playground: {
      /** The account's test conversation with its own agent (nothing in it reaches a lead or a counter). */
      get: () => call(client.GET('/api/testar-agente')),
      /** Writes as the test lead; the agent's reply comes back in the same answer. */
      send: (texto: string) => call(client.POST('/api/testar-agente/mensagens', { body: { texto } })),
      reset: () => call(client.DELETE('/api/testar-agente')),
    },
    connection: {
      status: async () => (await call(client.GET('/api/conexao/status'))).status,
      create: () => call(client.POST('/api/conexao')),
      remove: () => call(client.DELETE('/api/conexao')),
      /** How the account's number is connected, and the ways the server offers (QR code, official API). */
      provider: () => call(client.GET('/api/conexao/provedor')),
      /** Connects through the official WhatsApp Cloud API; answers Meta's verified name and number. */
      connectCloud: (body: WhatsappCloudConnectionInput) =>
        call(client.PUT('/api/conexao/api-oficial', { body })),
    },
    support: {
      /** `signal` lets the chat give the request up (its 60 s limit, or the chat closing with the session). */
      send: (body: { message: string; session_id: string; timestamp: string }, signal?: AbortSignal) =>
        call(client.POST('/api/suporte/chat', { body, ...(signal ? { signal } : {}) })),
    },
    users: {
      list: async () => (await call(client.GET('/api/usuarios/list'))).usuarios,
      /** One page of the matching accounts in the server's order, with the counts and the page size. */
      page: (query: {
        page: number;
        ordem: AdminUserOrder;
        direcao?: AdminUserOrderDirection;
        busca?: string;
        status?: AdminUserStatusFilter;
      }) => call(client.GET('/api/usuarios/list', { params: { query } })),
      create: async (body: AdminUserInput) => (await call(client.POST('/api/usuarios', { body }))).usuario,
      update: async (id: number, body: AdminUserInput) =>
        (await call(client.PUT('/api/usuarios/{id}', { params: { path: { id } }, body }))).usuario,
      events: async (id: number) =>
        (await call(client.GET('/api/usuarios/{id}/eventos', { params: { path: { id } } }))).eventos,
    },
    system: {
      /** Fetched without cache: the panel compares it with the version it first loaded. */
      version: async () => (await call(client.GET('/version.json', { cache: 'no-store' }))).version,
    },
  };
}

export type Api = ReturnType<typeof createApi>;
