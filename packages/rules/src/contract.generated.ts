// Generated from openapi.yaml by scripts/generate-contract-rules.ts (npm run generate:api). Never edit by hand.

// Rules of each schema (for an object, of each property): limits, pattern, enum and pt-BR messages.

export const Health = { status: { enum: ['ok'] } } as const;
export const ReadinessCheck = { enum: ['ok', 'falhou', 'nao_verificado'] } as const;
export const Readiness = { status: { enum: ['pronto'] } } as const;
export const NotReady = { code: { enum: ['NAO_PRONTO'] } } as const;
export const Id = { minimum: 1, maximum: 2147483647 } as const;
export const Email = {
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  messages: {
    required: 'Email é obrigatório',
    minLength: 'Email é obrigatório',
    maxLength: 'Email inválido',
    pattern: 'Email inválido',
    type: 'Email inválido',
  },
} as const;
export const LoginRequest = {
  senha: {
    minLength: 6,
    maxLength: 200,
    messages: {
      required: 'Senha é obrigatória',
      minLength: 'A senha deve ter pelo menos 6 caracteres',
      maxLength: 'Email ou senha inválidos.',
    },
  },
} as const;
export const AccessLinkRequest = {
  token: {
    minLength: 1,
    maxLength: 200,
    messages: {
      required: 'Token inválido ou expirado.',
      minLength: 'Token inválido ou expirado.',
      maxLength: 'Token inválido ou expirado.',
      type: 'Token inválido ou expirado.',
    },
  },
} as const;
export const NewPassword = {
  minLength: 6,
  maxLength: 200,
  messages: {
    required: 'Preencha todos os campos',
    minLength: 'A nova senha deve ter pelo menos 6 caracteres',
    maxLength: 'A nova senha deve ter no máximo 200 caracteres',
  },
} as const;
export const ResetPasswordRequest = {
  token: {
    minLength: 1,
    maxLength: 200,
    messages: {
      required: 'Link de redefinição inválido ou expirado.',
      minLength: 'Link de redefinição inválido ou expirado.',
      maxLength: 'Link de redefinição inválido ou expirado.',
    },
  },
} as const;
export const PersonName = {
  minLength: 1,
  maxLength: 30,
  messages: {
    required: 'Nome é obrigatório',
    minLength: 'Nome é obrigatório',
    maxLength: 'Nome deve ter no máximo 30 caracteres',
  },
} as const;
export const Phone = {
  pattern: '^[0-9]{0,13}$',
  messages: { pattern: 'O número de telefone deve estar no formato 5511988887777' },
} as const;
export const ProductDependencies = {
  midias: { minimum: 0 },
  etapas: { minimum: 0 },
  objecoes: { minimum: 0 },
  ofertas: { minimum: 0 },
} as const;
export const UpdateMeRequest = {
  current_password: { maxLength: 200, messages: { maxLength: 'Senha atual incorreta.' } },
  new_password: { maxLength: 200, messages: { maxLength: 'A nova senha deve ter no máximo 200 caracteres' } },
} as const;
export const AgentSex = {
  enum: ['Masculino', 'Feminino'],
  messages: { required: 'Sexo é obrigatório', enum: 'Sexo é obrigatório', type: 'Sexo é obrigatório' },
} as const;
export const AgentTone = {
  enum: ['Calmo', 'Enérgico', 'Profissional', 'Amigável', 'Autoritário'],
  messages: {
    required: 'Tom de voz é obrigatório',
    enum: 'Tom de voz é obrigatório',
    type: 'Tom de voz é obrigatório',
  },
} as const;
export const AgentGoal = {
  enum: ['Vendas e Suporte', 'Atendimento e Suporte', 'Qualificação (SDR)'],
  messages: {
    required: 'Objetivo é obrigatório',
    enum: 'Objetivo é obrigatório',
    type: 'Objetivo é obrigatório',
  },
} as const;
export const AgentInput = {
  nome: {
    minLength: 1,
    maxLength: 30,
    messages: {
      required: 'Nome é obrigatório',
      minLength: 'Nome é obrigatório',
      maxLength: 'Nome deve ter no máximo 30 caracteres',
      type: 'Nome é obrigatório',
    },
  },
  idade: {
    minimum: 18,
    maximum: 100,
    messages: {
      required: 'Idade é obrigatória',
      type: 'Idade é obrigatória',
      minimum: 'Idade mínima é 18 anos',
      maximum: 'Idade máxima é 100 anos',
    },
  },
  nunca_fazer: { maxLength: 350, messages: { maxLength: 'Máximo de 350 caracteres' } },
  phone_treinamento: { maxLength: 20, messages: { maxLength: 'Telefone inválido' } },
  mensagem_pausa: { maxLength: 100, messages: { maxLength: 'Máximo de 100 caracteres' } },
  mensagem_midia: { maxLength: 200, messages: { maxLength: 'Máximo de 200 caracteres' } },
  mensagem_optout: { maxLength: 200, messages: { maxLength: 'Máximo de 200 caracteres' } },
} as const;
export const ResultsPeriod = {
  enum: ['mes_atual', 'mes_anterior', 'ultimos_7', 'ultimos_30', 'ultimos_90'],
  messages: { enum: 'Período inválido', type: 'Período inválido' },
} as const;
export const DashboardResults = {
  vendas: { minimum: 0 },
  vendas_sem_conversa: { minimum: 0 },
  receita_centavos: { minimum: 0 },
  leads_novos: { minimum: 0 },
  compradores: { minimum: 0 },
  tempo_medio_compra_minutos: { minimum: 0 },
  recuperadas: { minimum: 0 },
  receita_recuperada_centavos: { minimum: 0 },
  por_dia: { maxItems: 92 },
  funil: { maxItems: 5 },
  objecoes: { maxItems: 5 },
  transferencias: { minimum: 0 },
  pedidos_para_parar: { minimum: 0 },
} as const;
export const ResultsDay = { leads: { minimum: 0 }, vendas: { minimum: 0 } } as const;
export const ResultsFunnel = { leads: { minimum: 0 }, etapas: { maxItems: 50 } } as const;
export const ResultsFunnelStep = {
  posicao: { minimum: 1 },
  texto: { maxLength: 60 },
  alcancaram: { minimum: 0 },
  pararam: { minimum: 0 },
} as const;
export const ResultsObjection = { vezes: { minimum: 1 } } as const;
export const ProductCategory = {
  enum: [
    'Tratamento Capilar',
    'Tratamento para Dores',
    'Tratamento para Varizes',
    'Emagrecimento',
    'Renda Extra',
    'Rejuvenescimento',
    'Suporte e Atendimento',
    'Outros',
  ],
  messages: {
    required: 'Categoria é obrigatória',
    enum: 'Categoria é obrigatória',
    type: 'Categoria é obrigatória',
  },
} as const;
export const ProductInput = {
  nome_produto: {
    minLength: 1,
    maxLength: 255,
    messages: {
      required: 'Nome do produto é obrigatório',
      minLength: 'Nome do produto é obrigatório',
      maxLength: 'Nome deve ter no máximo 255 caracteres',
      type: 'Nome do produto é obrigatório',
    },
  },
  categoria_outra: {
    maxLength: 40,
    messages: { maxLength: 'Categoria deve ter no máximo 40 caracteres', type: 'Informe a categoria' },
  },
  garantia: { maxLength: 255, messages: { maxLength: 'Garantia deve ter no máximo 255 caracteres' } },
  forma_pagamento: {
    maxLength: 255,
    messages: { maxLength: 'Forma de pagamento deve ter no máximo 255 caracteres' },
  },
  descricao: {
    maxLength: 1000,
    messages: { maxLength: 'Descrição deve ter no máximo 1000 caracteres', type: 'Descrição inválida' },
  },
} as const;
export const FlowStepText = {
  minLength: 1,
  maxLength: 4000,
  messages: {
    required: 'O texto da etapa é obrigatório.',
    minLength: 'O texto da etapa é obrigatório.',
    maxLength: 'O texto da etapa deve ter no máximo 400 caracteres.',
  },
} as const;
export const FlowStepInput = { posicao: { minimum: 1, maximum: 1000 } } as const;
export const MediaType = {
  enum: ['imagem', 'video', 'audio', 'pdf'],
  messages: {
    required: 'Tipo de arquivo não suportado',
    enum: 'Tipo de arquivo não suportado',
    type: 'Tipo de arquivo não suportado',
  },
} as const;
export const MediaTitle = {
  minLength: 1,
  maxLength: 150,
  messages: {
    required: 'O título é obrigatório',
    minLength: 'O título é obrigatório',
    maxLength: 'O título deve ter no máximo 150 caracteres',
  },
} as const;
export const ObjectionStatus = {
  enum: ['ativa', 'inativa'],
  messages: { required: 'Status é obrigatório', enum: 'Status é obrigatório', type: 'Status é obrigatório' },
} as const;
export const ObjectionInput = {
  pergunta: {
    minLength: 1,
    maxLength: 150,
    messages: {
      required: 'Pergunta é obrigatória',
      minLength: 'Pergunta é obrigatória',
      maxLength: 'Pergunta deve ter no máximo 150 caracteres',
      type: 'Pergunta é obrigatória',
    },
  },
  resposta: {
    minLength: 1,
    maxLength: 400,
    messages: {
      required: 'Resposta é obrigatória',
      minLength: 'Resposta é obrigatória',
      maxLength: 'Resposta deve ter no máximo 400 caracteres',
      type: 'Resposta é obrigatória',
    },
  },
} as const;
export const KnowledgeFaqQuestion = {
  minLength: 1,
  maxLength: 200,
  messages: {
    required: 'Pergunta é obrigatória',
    minLength: 'Pergunta é obrigatória',
    maxLength: 'Pergunta deve ter no máximo 200 caracteres',
    type: 'Pergunta é obrigatória',
  },
} as const;
export const KnowledgeFaqAnswer = {
  minLength: 1,
  maxLength: 600,
  messages: {
    required: 'Resposta é obrigatória',
    minLength: 'Resposta é obrigatória',
    maxLength: 'Resposta deve ter no máximo 600 caracteres',
    type: 'Resposta é obrigatória',
  },
} as const;
export const KnowledgeQuestionText = {
  minLength: 1,
  maxLength: 500,
  messages: {
    required: 'Escreva uma pergunta',
    minLength: 'Escreva uma pergunta',
    maxLength: 'Pergunta deve ter no máximo 500 caracteres',
    type: 'Escreva uma pergunta',
  },
} as const;
export const KnowledgeAbout = {
  texto: {
    maxLength: 5000,
    messages: {
      required: 'Texto é obrigatório',
      maxLength: 'Texto deve ter no máximo 5000 caracteres',
      type: 'Texto é obrigatório',
    },
  },
} as const;
export const KnowledgeDocumentState = { enum: ['processando', 'pronto', 'erro'] } as const;
export const KnowledgeDocument = {
  formato: { enum: ['pdf', 'docx', 'txt', 'md'] },
  bytes: { minimum: 0 },
  trechos: { minimum: 0 },
} as const;
export const KnowledgeSource = { enum: ['faq', 'documento', 'sobre'] } as const;
export const KnowledgeTestResult = { nota: { minimum: 0, maximum: 1 } } as const;
export const OfferInput = {
  nome_oferta: {
    maxLength: 60,
    messages: {
      maxLength: 'Nome da oferta deve ter no máximo 60 caracteres',
      type: 'Nome da oferta inválido',
    },
  },
  preco: {
    maximum: 99999999.99,
    exclusiveMinimum: 0,
    messages: {
      required: 'Preço é obrigatório',
      type: 'Preço é obrigatório',
      exclusiveMinimum: 'Preço deve ser maior que zero',
      maximum: 'Preço inválido',
    },
  },
  link: {
    minLength: 1,
    maxLength: 2000,
    pattern: '^(https?://)?([a-zA-Z0-9-]+\\.)+[a-zA-Z]{2,}(:[0-9]{1,5})?(/[^\\s]*)?$',
    messages: {
      required: 'Link é obrigatório',
      minLength: 'Link é obrigatório',
      type: 'Link é obrigatório',
      maxLength: 'Link inválido',
      pattern: 'Link inválido',
    },
  },
} as const;
export const DisabledNumberInput = {
  name: {
    minLength: 1,
    maxLength: 30,
    messages: {
      required: 'Nome é obrigatório',
      minLength: 'Nome é obrigatório',
      maxLength: 'Nome deve ter no máximo 30 caracteres',
      type: 'Nome é obrigatório',
    },
  },
  phone_block: {
    minLength: 1,
    maxLength: 25,
    messages: {
      required: 'Telefone é obrigatório',
      minLength: 'Telefone é obrigatório',
      maxLength: 'Telefone inválido',
      type: 'Telefone é obrigatório',
    },
  },
} as const;
export const FollowupDelay = {
  enum: [1, 3, 6, 12, 24, 48, 72],
  messages: { required: 'Tempo é obrigatório', enum: 'Tempo inválido', type: 'Tempo inválido' },
} as const;
export const ApprovedTemplate = {
  nome: {
    minLength: 1,
    maxLength: 512,
    pattern: '^\\s*[a-z0-9_]+\\s*$',
    messages: {
      required: 'Informe o nome do modelo.',
      minLength: 'Informe o nome do modelo.',
      maxLength: 'O nome do modelo pode ter no máximo 512 caracteres.',
      pattern: 'O nome do modelo tem só letras minúsculas, números e _ (ex.: lembrete_carrinho).',
      type: 'Informe o nome do modelo.',
    },
  },
  idioma: {
    pattern: '^\\s*[a-z]{2,3}(_[A-Z]{2})?\\s*$',
    messages: {
      required: 'Informe o idioma do modelo.',
      pattern: 'Idioma do modelo inválido (ex.: pt_BR).',
      type: 'Informe o idioma do modelo.',
    },
  },
  variaveis: {
    maxItems: 10,
    messages: {
      maxItems: 'O modelo pode ter no máximo 10 variáveis.',
      type: 'Variáveis do modelo inválidas.',
    },
  },
} as const;
export const FollowupMessageInput = {
  mensagem: {
    minLength: 1,
    maxLength: 300,
    messages: {
      required: 'Mensagem é obrigatória',
      minLength: 'Mensagem é obrigatória',
      maxLength: 'Mensagem deve ter no máximo 300 caracteres',
      type: 'Mensagem é obrigatória',
    },
  },
} as const;
export const FollowupHourOfDay = {
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  messages: {
    required: 'Horário é obrigatório',
    pattern: 'Use o formato HH:MM, ex.: 08:00',
    type: 'Horário é obrigatório',
  },
} as const;
export const FollowupHours = {
  fuso: {
    enum: ['America/Noronha', 'America/Sao_Paulo', 'America/Manaus', 'America/Rio_Branco'],
    messages: {
      required: 'Fuso horário é obrigatório',
      enum: 'Fuso horário inválido',
      type: 'Fuso horário inválido',
    },
  },
} as const;
export const AdminUserStatusFilter = {
  enum: ['todos', 'ativos', 'inativos'],
  messages: { enum: 'Status inválido', type: 'Status inválido' },
} as const;
export const AdminUserOrder = {
  enum: ['nome', 'email', 'plano', 'expiracao', 'status'],
  messages: { enum: 'Ordem inválida', type: 'Ordem inválida' },
} as const;
export const AdminUserOrderDirection = {
  enum: ['asc', 'desc'],
  messages: { enum: 'Direção inválida', type: 'Direção inválida' },
} as const;
export const KanbanPeriod = {
  enum: ['mes_anterior', 'ultimos_14', 'ultimos_7', 'hoje', 'mes_atual'],
  messages: { enum: 'Período inválido', type: 'Período inválido' },
} as const;
export const LeadTag = {
  maxLength: 40,
  messages: {
    required: 'Etiqueta é obrigatória',
    maxLength: 'Etiqueta inválida',
    type: 'Etiqueta inválida',
    enum: 'Etiqueta inválida',
  },
} as const;
export const LeadTagColor = {
  enum: ['azul', 'verde', 'laranja', 'vermelho', 'roxo', 'cinza'],
  messages: { required: 'Escolha uma cor', enum: 'Cor inválida', type: 'Cor inválida' },
} as const;
export const LeadTagName = {
  minLength: 1,
  maxLength: 30,
  pattern: '\\S',
  messages: {
    required: 'O nome da etiqueta é obrigatório',
    minLength: 'O nome da etiqueta é obrigatório',
    pattern: 'O nome da etiqueta é obrigatório',
    maxLength: 'O nome da etiqueta deve ter no máximo 30 caracteres',
    type: 'Nome de etiqueta inválido',
  },
} as const;
export const KanbanGroup = {
  texto_etapa: { maxLength: 120 },
  total: { minimum: 0 },
  leads: { maxItems: 15 },
} as const;
export const KanbanPage = { leads: { maxItems: 50 } } as const;
export const KanbanCursor = {
  maxLength: 40,
  pattern: '^[0-9]{1,16}\\.[0-9]{1,10}$',
  messages: {
    required: 'Cursor inválido',
    pattern: 'Cursor inválido',
    maxLength: 'Cursor inválido',
    type: 'Cursor inválido',
  },
} as const;
export const ConversationCursor = {
  maxLength: 18,
  pattern: '^[0-9]{1,18}$',
  messages: { pattern: 'Cursor inválido', maxLength: 'Cursor inválido', type: 'Cursor inválido' },
} as const;
export const WaitingCursor = {
  maxLength: 31,
  pattern: '^[0-9]{1,15}\\.[0-9]{8,15}$',
  messages: { pattern: 'Cursor inválido', maxLength: 'Cursor inválido', type: 'Cursor inválido' },
} as const;
export const ConversationAuthor = { enum: ['lead', 'agente', 'humano', 'sistema'] } as const;
export const ConversationMessage = {
  id: { minimum: 1 },
  tipo: { enum: ['texto', 'midia', 'oferta', 'comando', 'followup'] },
  entrega: {
    enum: ['pendente', 'enviando', 'enviada', 'entregue', 'lida', 'falhou', 'incerta', 'cancelada', null],
  },
} as const;
export const ConversationTurnLine = {
  id: { minimum: 1 },
  motivo: {
    enum: [
      'pausado',
      'sem_cota',
      'bloqueado',
      'plano_expirado',
      'agente_desligado',
      'mensagem_antiga',
      'sem_produto',
      'nada_a_responder',
      'nao_perturbe',
    ],
  },
} as const;
export const ConversationAgentState = { motivo: { enum: ['comando', 'fluxo', null] } } as const;
export const ConversationSummary = { nao_lidas: { minimum: 0 } } as const;
export const ConversationKanbanCard = { etapa: { minimum: 1 } } as const;
export const ConversationPage = { agente_conta: { enum: ['ativo', 'desligado', 'plano_expirado'] } } as const;
export const PlaygroundReason = {
  mensagem_id: { minimum: 1 },
  decisao: { enum: ['etapa', 'objecao', 'pausa', 'conversa', 'pausado'] },
} as const;
export const PlaygroundState = { etapa: { minimum: 0 }, total_etapas: { minimum: 0 } } as const;
export const ConnectionState = { enum: ['connected', 'pending', 'disconnected', 'other'] } as const;
export const ConnectionProvider = { provedor: { enum: ['qr_code', 'api_oficial'] } } as const;
export const WhatsappCloudConnectionInput = {
  phone_number_id: {
    pattern: '^\\s*[0-9]{5,30}\\s*$',
    messages: {
      required: 'Informe o ID do número de telefone.',
      pattern: 'O ID do número de telefone tem só números (ex.: 106540352242922).',
      type: 'Informe o ID do número de telefone.',
    },
  },
  business_account_id: {
    pattern: '^\\s*[0-9]{5,30}\\s*$',
    messages: {
      required: 'Informe o ID da conta do WhatsApp Business.',
      pattern: 'O ID da conta do WhatsApp Business tem só números (ex.: 102290129340398).',
      type: 'Informe o ID da conta do WhatsApp Business.',
    },
  },
  access_token: {
    minLength: 20,
    maxLength: 1000,
    pattern: '^\\s*[!-~]+\\s*$',
    messages: {
      required: 'Informe o token de acesso.',
      minLength: 'Token de acesso inválido.',
      maxLength: 'Token de acesso inválido.',
      pattern: 'Token de acesso inválido.',
      type: 'Informe o token de acesso.',
    },
  },
} as const;
export const WhatsappCloudWebhookEvent = { object: { maxLength: 100 }, entry: { maxItems: 1000 } } as const;
export const AdminUser = { modelo_tokens_hoje: { minimum: 0 }, modelo_tokens_mes: { minimum: 0 } } as const;
export const AdminUserInput = {
  name: {
    minLength: 1,
    maxLength: 100,
    messages: {
      required: 'Nome é obrigatório',
      minLength: 'Nome é obrigatório',
      maxLength: 'Nome deve ter no máximo 100 caracteres',
      type: 'Nome é obrigatório',
    },
  },
  user_phone: { maxLength: 25, messages: { maxLength: 'Telefone inválido' } },
  senha: { maxLength: 200, messages: { maxLength: 'A senha deve ter no máximo 200 caracteres' } },
  renovation_date: { maxLength: 40, messages: { maxLength: 'Data de renovação inválida' } },
  expiration_acess: { maxLength: 40, messages: { maxLength: 'Data de expiração inválida' } },
  observacoes: {
    maxLength: 2000,
    messages: { maxLength: 'Observações devem ter no máximo 2000 caracteres' },
  },
  conversas_plano: {
    minimum: 0,
    maximum: 10000000,
    messages: {
      minimum: 'Conversas do plano inválidas',
      maximum: 'Conversas do plano inválidas',
      type: 'Conversas do plano inválidas',
    },
  },
  id_plan: { maxLength: 100, messages: { maxLength: 'ID do plano inválido' } },
  valor_plan: {
    minimum: 0,
    maximum: 99999999.99,
    messages: {
      minimum: 'Valor do plano inválido',
      maximum: 'Valor do plano inválido',
      type: 'Valor do plano inválido',
    },
  },
  nome_plan: { maxLength: 100, messages: { maxLength: 'Nome do plano inválido' } },
} as const;
export const PlanChangeEvent = { tipo: { enum: ['alteracao_plano'] }, id: { minimum: 1 } } as const;
export const AdminAccessEvent = { tipo: { enum: ['acesso_administrador'] }, id: { minimum: 1 } } as const;
export const CheckoutEvent = {
  tipo: { enum: ['compra'] },
  source: { enum: ['generic', 'hotmart'] },
} as const;
export const CheckoutEventGeneric = {
  event: { enum: ['purchase.approved', 'purchase.refunded', 'purchase.chargeback', 'subscription.canceled'] },
  event_id: { minLength: 1, maxLength: 200 },
  name: { maxLength: 100 },
  phone: { maxLength: 30 },
  plan: { enum: ['basic', 'pro', 'advanced'] },
  amount: { minimum: 0 },
  paid_at: { maxLength: 40 },
  transaction: { maxLength: 200 },
} as const;
export const CheckoutEventHotmart = {
  id: { minLength: 1, maxLength: 200 },
  event: {
    enum: [
      'PURCHASE_APPROVED',
      'PURCHASE_COMPLETE',
      'PURCHASE_REFUNDED',
      'PURCHASE_CHARGEBACK',
      'SUBSCRIPTION_CANCELLATION',
      'PURCHASE_CANCELED',
      'PURCHASE_PROTEST',
      'PURCHASE_DELAYED',
      'PURCHASE_BILLET_PRINTED',
      'PURCHASE_EXPIRED',
      'SWITCH_PLAN',
      'UPDATE_SUBSCRIPTION_CHARGE_DATE',
    ],
  },
} as const;
export const SalePlatform = {
  enum: ['hotmart', 'kiwify', 'generico'],
  messages: {
    enum: 'Plataforma inválida: use hotmart, kiwify ou generico.',
    type: 'Plataforma inválida: use hotmart, kiwify ou generico.',
  },
} as const;
export const SaleKind = {
  enum: ['aprovada', 'aguardando_pagamento', 'abandonada', 'reembolsada', 'cancelada'],
} as const;
export const SalesWebhookResult = { result: { enum: ['registrado', 'duplicado', 'ignorado'] } } as const;
export const SalesMessageSetting = {
  texto: {
    maxLength: 500,
    messages: {
      maxLength: 'A mensagem pode ter no máximo 500 caracteres',
      type: 'Mensagem inválida',
      required: 'Mensagem é obrigatória',
    },
  },
} as const;
export const SalesRecoverySetting = {
  texto: {
    maxLength: 500,
    messages: {
      maxLength: 'A mensagem pode ter no máximo 500 caracteres',
      type: 'Mensagem inválida',
      required: 'Mensagem é obrigatória',
    },
  },
  atraso_minutos: {
    minimum: 1,
    maximum: 10080,
    messages: {
      minimum: 'O tempo de espera vai de 1 minuto a 7 dias',
      maximum: 'O tempo de espera vai de 1 minuto a 7 dias',
      type: 'O tempo de espera vai de 1 minuto a 7 dias',
      required: 'O tempo de espera é obrigatório',
    },
  },
} as const;
export const CheckoutWebhookResult = {
  result: {
    enum: [
      'conta_criada',
      'renovada',
      'acesso_encerrado',
      'periodo_retirado',
      'cancelada',
      'ignorado',
      'duplicado',
    ],
  },
} as const;
export const EvolutionWebhookEvent = {
  event: { minLength: 1, maxLength: 60 },
  instance: { maxLength: 200 },
  date_time: { maxLength: 60 },
} as const;
export const InstanceMessageEvent = {
  phone: { minLength: 8, maxLength: 25 },
  name: { maxLength: 1000 },
  direction: { enum: ['in', 'out'] },
  text: { maxLength: 65536 },
  timestamp: { maxLength: 40 },
  step: { minimum: 1, maximum: 1000 },
  message_id: { minLength: 1, maxLength: 10000 },
} as const;
