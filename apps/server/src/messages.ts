/**
 * pt-BR messages the server answers with. One place for the whole server: append your area's entries in a
 * group with a comment. Validation messages of request fields live in openapi.yaml (`x-mensagens`); the ones the
 * handlers also answer by hand are read from there (CONTRACT_SCHEMAS), so each text is written once.
 */
import {
  CONTRACT_SCHEMAS as contract,
  formatPhoneBr,
  MEDIA_UPLOAD_EXTENSIONS,
  PRODUCT_OTHER_CATEGORY_REQUIRED_MESSAGE,
  SESSION_EXPIRED_SERVER_MESSAGE,
} from '@agente/rules';

// HTTP / infrastructure
export const MSG_INVALID_DATA = 'Dados inválidos.';
export const MSG_INVALID_JSON = 'JSON inválido.';
export const MSG_INVALID_CHARACTER = 'O texto contém um caractere inválido.';
export const MSG_INTERNAL_ERROR = 'Erro interno. Tente novamente.';
export const MSG_ROUTE_NOT_FOUND = 'Endereço não encontrado.';
export const MSG_UNSUPPORTED_MEDIA_TYPE = 'Formato do pedido não suportado.';
export const MSG_PAYLOAD_TOO_LARGE = 'O conteúdo enviado é grande demais.';
export const MSG_UNDER_CONSTRUCTION = 'Em construção.';
export const MSG_FORBIDDEN = 'Acesso restrito.';
export const MSG_SESSION_EXPIRED = SESSION_EXPIRED_SERVER_MESSAGE;
export const MSG_TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

// auth
export const MSG_LOGIN_INVALID = 'Email ou senha inválidos.';
export const MSG_LOGOUT_DONE = 'Sessão encerrada.';
export const MSG_CURRENT_PASSWORD_REQUIRED = 'Senha atual é obrigatória para alterar a senha';
export const MSG_CURRENT_PASSWORD_WRONG = 'Senha atual incorreta.';
export const MSG_NEW_PASSWORD_TOO_SHORT = contract.NewPassword.messages.minLength;
export const MSG_NEW_PASSWORD_SAME_AS_TEMPORARY = 'A nova senha deve ser diferente da senha temporária.';
export const MSG_PHONE_FORMAT = contract.Phone.messages.pattern;
export const MSG_EMAIL_IN_USE = 'Este email já está em uso por outra conta.';
export const MSG_NAME_REQUIRED = contract.PersonName.messages.required;
export const MSG_EMAIL_REQUIRED = contract.Email.messages.required;
/** A token link that is not (or no longer) an access link. */
export const MSG_ACCESS_LINK_INVALID = 'Token inválido ou expirado.';

// users (admin)
export const MSG_USER_NOT_FOUND = 'Usuário não encontrado.';
export const MSG_TEMP_PASSWORD_TOO_SHORT = contract.LoginRequest.senha.messages.minLength;
export const MSG_RENOVATION_DATE_INVALID = contract.AdminUserInput.renovation_date.messages.maxLength;
export const MSG_EXPIRATION_DATE_INVALID = contract.AdminUserInput.expiration_acess.messages.maxLength;

// agents
export const MSG_AGENT_NOT_FOUND = 'Agente não encontrado. Cadastre seu agente primeiro.';
export const MSG_AGENT_EXISTS = 'Você já tem um agente cadastrado.';
export const MSG_AGENT_PHONE_INVALID = contract.AgentInput.phone_treinamento.messages.maxLength;

// products
export const MSG_PRODUCT_NOT_FOUND = 'Produto não encontrado.';
export const MSG_PRODUCT_NAME_REQUIRED = contract.ProductInput.nome_produto.messages.required;
export const MSG_PRODUCT_OTHER_CATEGORY_REQUIRED = PRODUCT_OTHER_CATEGORY_REQUIRED_MESSAGE;
export const MSG_PRODUCT_DELETE_BLOCKED =
  'Antes de excluir seu produto você precisa primeiro remover todas as mídias, etapas do fluxo e objeções do produto.';
export const MSG_PRODUCT_DELETED = 'Produto excluído com sucesso!';

// startup
export const MSG_ADMIN_REQUIRED =
  'Nenhum administrador configurado. Defina ADMIN_EMAIL e ADMIN_PASSWORD (mínimo 6 caracteres) no primeiro início em produção.';

// ── Flow, objections, offers, disabled numbers, follow-up, kanban (docs/panel-screens.md). The step rule
// messages shared with the panel (text length, media, repeats, 15 steps) are FLOW_MESSAGES in @agente/rules. ──
export const MSG_FLOW_STEP_NOT_FOUND = 'Etapa não encontrada.';
export const MSG_FLOW_STEP_DELETED = 'Etapa excluída com sucesso!';
export const MSG_FLOW_STEP_TEXT_REQUIRED = contract.FlowStepText.messages.required;
/** An id as digits, even one too big for a plain number (1e+21 otherwise). */
const idDigits = (id: number) => (Number.isInteger(id) ? BigInt(id).toString() : String(id));
export const msgFlowMediaNotInProduct = (id: number) =>
  `A mídia ${idDigits(id)} não foi encontrada entre as mídias deste produto.`;
export const msgFlowOfferNotInProduct = (id: number) =>
  `A oferta ${idDigits(id)} não foi encontrada entre as ofertas deste produto.`;
export const MSG_FLOW_REORDER_INCOMPLETE =
  'Para reordenar, envie todas as etapas do fluxo, cada uma uma única vez.';
export const MSG_FLOW_REORDER_SAME_POSITION = 'Duas etapas não podem ocupar a mesma posição.';

export const MSG_OBJECTION_NOT_FOUND = 'Objeção não encontrada.';
export const MSG_OBJECTION_DELETED = 'Objeção excluída com sucesso!';
export const MSG_OBJECTION_LIMIT =
  'Limite máximo de 50 objeções atingido. Para adicionar uma nova, remova uma existente.';
export const MSG_OBJECTION_QUESTION_REQUIRED = contract.ObjectionInput.pergunta.messages.required;
export const MSG_OBJECTION_ANSWER_REQUIRED = contract.ObjectionInput.resposta.messages.required;

export const MSG_OFFER_NOT_FOUND = 'Oferta não encontrada.';
export const MSG_OFFER_DELETED = 'Oferta excluída com sucesso!';
export const MSG_OFFER_PRICE_POSITIVE = contract.OfferInput.preco.messages.exclusiveMinimum;
/** Delete of an offer a flow step still carries (positions in the flow, 1-based). */
/** How the agent presents a named offer to the lead: "Kit 3 frascos por R$ 97,90". */
export const offerWithName = (name: string, price: string) => `${name} por ${price}`;
export const msgOfferInUse = (positions: readonly number[]) =>
  positions.length === 1
    ? `Esta oferta está sendo usada na etapa ${positions[0]} do fluxo. Remova-a da etapa antes de excluir.`
    : `Esta oferta está sendo usada nas etapas ${positions.join(', ')} do fluxo. Remova-a dessas etapas antes de excluir.`;

export const MSG_DISABLED_NOT_FOUND = 'Registro não encontrado.';
export const MSG_DISABLED_DELETED = 'Registro excluído com sucesso!';
export const MSG_DISABLED_DUPLICATE = 'Este número já está desativado.';
export const MSG_DISABLED_PHONE_REQUIRED = contract.DisabledNumberInput.phone_block.messages.required;
export const MSG_DISABLED_PHONE_INVALID = contract.DisabledNumberInput.phone_block.messages.maxLength;
/** The panel's words for a number that is no Brazilian phone, said also by the embedded checkout's buyer form. */
export const MSG_PHONE_INVALID = MSG_DISABLED_PHONE_INVALID;

export const MSG_FOLLOWUP_NOT_FOUND = 'Mensagem de follow up não encontrada.';
export const MSG_FOLLOWUP_DELETED = 'Mensagem excluída com sucesso!';
export const MSG_FOLLOWUP_TEXT_REQUIRED = contract.FollowupMessageInput.mensagem.messages.required;
export const MSG_FOLLOWUP_HOURS_ORDER = 'O horário de início deve ser antes do fim.';

export const MSG_LEAD_NOT_FOUND = 'Lead não encontrado.';
export const MSG_LEAD_TAG_INVALID = contract.LeadTag.messages.enum;

// lead tags (the owner's own, /api/etiquetas)
export const MSG_LEAD_TAG_NAME_REQUIRED = contract.LeadTagName.messages.required;
export const MSG_LEAD_TAG_LIMIT = (max: number) =>
  `Limite de ${max} etiquetas atingido. Exclua ou renomeie uma etiqueta para criar outra.`;
export const MSG_LEAD_TAG_DUPLICATE = 'Já existe uma etiqueta com esse nome.';
export const MSG_LEAD_TAG_NOT_FOUND = 'Etiqueta não encontrada.';
export const MSG_LEAD_TAG_DELETED = 'Etiqueta excluída.';
export const MSG_KANBAN_CURSOR_INVALID = 'Cursor inválido';
export const MSG_CONVERSATION_NOT_FOUND = 'Conversa não encontrada.';
export const MSG_CONVERSATION_CURSOR_INVALID = 'Cursor inválido';
export const MSG_CONVERSATION_READ_INVALID = 'Mensagem inválida.';
export const MSG_CONVERSATION_TEXT_REQUIRED = 'Digite uma mensagem.';
export const MSG_CONVERSATION_NOT_CONNECTED =
  'Conecte seu WhatsApp em "Conectar WhatsApp" para enviar mensagens.';
export const MSG_PLAYGROUND_NOT_READY =
  'Configure seu agente em "Meu Agente" e cadastre um produto com fluxo antes de testar.';
export const MSG_PLAYGROUND_PER_MINUTE = (limit: number) =>
  `Você enviou ${limit} mensagens de teste no último minuto. Espere um pouco e envie de novo.`;
export const MSG_PLAYGROUND_PER_DAY = (limit: number) =>
  `Você chegou ao limite de ${limit} mensagens de teste por dia. Amanhã você pode testar de novo.`;
export const MSG_PLAYGROUND_CHANGED =
  'A conversa de teste mudou enquanto o agente respondia (outra aba?). Confira e envie de novo.';

// ── Media: upload validation ──
export const MSG_MEDIA_NOT_FOUND = 'Mídia não encontrada.';
export const MSG_MEDIA_TOO_LARGE = 'O arquivo excede o tamanho máximo permitido de 20MB';
export const MSG_STORAGE_FULL = 'Espaço de armazenamento esgotado. Exclua arquivos para enviar novos.';
export const MSG_MEDIA_TYPE_NOT_ALLOWED = `Tipo de arquivo não permitido. Formatos aceitos: ${MEDIA_UPLOAD_EXTENSIONS.join(', ')}`;
export const MSG_MEDIA_TITLE_REQUIRED = contract.MediaTitle.messages.required;
export const MSG_MEDIA_TITLE_TOO_LONG = contract.MediaTitle.messages.maxLength;
export const MSG_MEDIA_PRODUCT_REQUIRED = 'Selecione um produto';
export const MSG_MEDIA_FILE_REQUIRED = 'Selecione um arquivo para upload';
export const MSG_MEDIA_KIND_UNSUPPORTED = contract.MediaType.messages.enum;
export const MSG_MEDIA_ONE_FILE = 'Envie um arquivo por vez.';
export const MSG_MEDIA_UPLOADED = 'Mídia enviada com sucesso!';
export const MSG_MEDIA_DELETED = 'Mídia excluída com sucesso!';
/** Delete of a media a flow step still shows (positions in the flow, 1-based). */
export const mediaInUseMessage = (positions: readonly number[]) =>
  positions.length === 1
    ? `Esta mídia está sendo usada na etapa ${positions[0]} do fluxo. Remova-a da etapa antes de excluir.`
    : `Esta mídia está sendo usada nas etapas ${positions.join(', ')} do fluxo. Remova-a dessas etapas antes de excluir.`;

// ── Messaging-app connection (docs/connection.md) and incoming messages ──
export const connectionApiErrorMessage = (status: number, message: string) =>
  `Erro na API (${status}): ${message}`;
export const MSG_CONNECTION_NETWORK = 'Erro ao conectar com a API do WhatsApp. Verifique sua conexão.';
export const MSG_CONNECTION_NO_QR = 'Erro: QR Code não foi gerado pela API.';
export const MSG_CONNECTION_UNKNOWN_ERROR = 'Erro desconhecido';
export const MSG_DISCONNECTED = 'Dispositivo desconectado com sucesso.';
export const MSG_CONNECTION_PHONE_IN_USE =
  'Este número já está conectado ao WhatsApp de outra conta. Desconecte-o nessa conta ou use outro número.';
export const MSG_WEBHOOK_NOT_FOUND = 'Conexão não encontrada.';
export const MSG_WEBHOOK_PHONE_INVALID = 'Telefone do lead inválido.';
export const MSG_WEBHOOK_TIME_INVALID =
  'Data da mensagem inválida: use data e hora ISO 8601 com fuso (ex.: 2026-03-10T09:00:00-03:00) ou Unix em segundos.';
export const MSG_WEBHOOK_NOT_EVOLUTION =
  'Este servidor usa a Evolution API (CONNECTION_PROVIDER=evolution): envie o evento do webhook da Evolution, com event e data.';
export const MSG_WEBHOOK_NOT_INSTANCES =
  'Este servidor usa o serviço de instâncias: envie phone, direction, text e timestamp (a Evolution pede CONNECTION_PROVIDER=evolution).';

// ── Support chat ──
export const MSG_SUPPORT_MESSAGE_REQUIRED = 'Digite uma mensagem.';
export const MSG_SUPPORT_TEMPORARY_PASSWORD = 'Troque sua senha temporária para usar o chat de suporte.';
export const MSG_SUPPORT_FAILED = 'Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente.';
export const MSG_SUPPORT_TIMEOUT =
  'A solicitação demorou muito para responder (timeout de 60s). Tente novamente.';

// ── Password recovery ──
export const MSG_RECOVERY_SENT = 'Você receberá as instruções de acesso no email informado.';
export const MSG_RESET_LINK_INVALID = 'Link de redefinição inválido ou expirado.';
export const MSG_RESET_DONE = 'Senha redefinida com sucesso! Entre com a nova senha.';
export const RECOVERY_MAIL_SUBJECT = 'Redefinição de senha do seu Agente';
export const recoveryMailText = (name: string, link: string) =>
  [
    `Olá, ${name}!`,
    '',
    'Recebemos um pedido para redefinir a senha do seu painel. Para criar uma nova senha, acesse o link abaixo:',
    '',
    link,
    '',
    'O link vale por 1 hora e pode ser usado uma única vez. Se você não pediu a redefinição, ignore este e-mail: sua senha atual continua valendo.',
  ].join('\n');

export const RECOVERY_MAIL_BUTTON = 'Criar nova senha';

// ── Branded mails (HTML part) ──
export const MAIL_BRAND_NAME = 'Agente de Vendas';
export const MAIL_LINK_FALLBACK = 'Se o botão não abrir, copie este endereço no navegador:';

// ── A lead handed over to a person: the owner's e-mail ──
export const handoverMailSubject = (lead: string) => `Aguardando você: ${lead} precisa de uma pessoa`;
export const HANDOVER_MAIL_BUTTON = 'Abrir a conversa';
export const handoverMailText = (fields: {
  ownerName: string;
  lead: string;
  reason: string;
  lastWords: readonly string[];
  link: string;
}) =>
  [
    `Olá, ${fields.ownerName}!`,
    '',
    `O agente passou a conversa com ${fields.lead} para você e não responde mais a esse lead até você retomar o agente.`,
    '',
    `Motivo: ${fields.reason}`,
    '',
    'Últimas palavras do lead:',
    ...fields.lastWords.map((words) => `“${words}”`),
    '',
    'Leia a conversa e responda pelo painel:',
    fields.link,
    '',
    'Até você responder ou retomar o agente, o lead fica em "Aguardando você", em Conversas.',
  ].join('\n');
/** How the mail names a lead: its WhatsApp name and number, or the number alone. */
export const handoverLeadLabel = (name: string, phone: string) =>
  name ? `${name} (${formatPhoneBr(phone)})` : formatPhoneBr(phone);

// ── One-port serving ──
export const MISSING_BUILD_TITLE = 'Aplicativo ainda não compilado';
export const missingBuildMessage = (appLabel: string, workspace: string, folder: string) =>
  `O ${appLabel} ainda não foi compilado: a pasta ${folder} não existe. Rode "npm start" na raiz do projeto (ele compila o que falta) ou "npm run build -w ${workspace}" e recarregue esta página.`;

// ── Checkout webhook, welcome mail ──
export const MSG_CHECKOUT_UNAUTHORIZED = 'Segredo do webhook ausente ou inválido.';
export const MSG_CHECKOUT_BUYER_EMAIL_INVALID = 'Email do comprador ausente ou inválido.';
export const MSG_CHECKOUT_EVENT_ID_REQUIRED = 'Identificador do evento é obrigatório.';
export const MSG_CHECKOUT_PAID_AT_INVALID =
  'Data de pagamento inválida: use data e hora ISO 8601 com fuso, AAAA-MM-DD ou Unix em segundos.';
export const MSG_CHECKOUT_PLAN_REQUIRED = 'Informe o plano da compra: basic, pro ou advanced.';
export const msgHotmartPlanUnknown = (label: string) =>
  `Plano da Hotmart não reconhecido${label ? ` (${label})` : ''}. Configure o código da oferta em HOTMART_PLAN_BASIC, HOTMART_PLAN_PRO ou HOTMART_PLAN_ADVANCED.`;
export const WELCOME_MAIL_SUBJECT = 'Seu Agente de Vendas está pronto: dados de acesso';
export const WELCOME_MAIL_BUTTON = 'Acessar o painel';
export const welcomeMailText = (fields: {
  name: string;
  planName: string;
  loginLink: string;
  email: string;
  password: string;
}) =>
  [
    `Olá, ${fields.name}!`,
    '',
    `Sua compra do plano ${fields.planName} foi aprovada e o seu painel já está liberado.`,
    '',
    `Acesse: ${fields.loginLink}`,
    `E-mail: ${fields.email}`,
    `Senha provisória: ${fields.password}`,
    '',
    'No primeiro acesso o painel pede que você crie uma senha nova, só sua. A senha provisória deixa de valer assim que você a trocar.',
    '',
    'Depois, em "Conectar WhatsApp", leia o QR Code com o seu celular para ligar o agente ao seu número.',
  ].join('\n');

// ── security: account gates (temporary password, ended plan) ──
export const MSG_PASSWORD_CHANGE_REQUIRED =
  'Você está usando uma senha provisória. Crie uma senha nova para continuar.';
export const msgPlanEnded = (date: string) =>
  `Seu plano expirou no dia: ${date}. Renove o plano para usar este recurso.`;

// agent runtime: why the language model's answer was not used (turn record and server log)
export const MSG_LLM_FALLBACK_TIMEOUT = (timeoutMs: number) => `o modelo não respondeu em ${timeoutMs} ms`;
export const MSG_LLM_FALLBACK_HTTP = (status: number) => `o modelo respondeu HTTP ${status}`;
export const MSG_LLM_FALLBACK_NETWORK = (detail: string) => `falha de rede ao chamar o modelo: ${detail}`;
export const MSG_LLM_FALLBACK_INVALID_JSON = 'a resposta do modelo não é JSON válido';
export const MSG_LLM_FALLBACK_TOO_LARGE = (bytes: number) =>
  `a resposta do modelo passou de ${bytes} bytes (leitura interrompida)`;
export const MSG_LLM_NO_OBJECT = 'resposta sem objeto JSON';
export const MSG_LLM_NO_MESSAGE = 'resposta sem choices[0].message';
export const MSG_LLM_EMPTY = 'resposta vazia (sem ferramenta e sem texto)';
export const MSG_LLM_TOOL_WITHOUT_NAME = 'chamada de ferramenta sem nome';
export const MSG_LLM_ARGUMENTS_NOT_JSON = (tool: string) => `argumentos de ${tool} não são JSON válido`;
export const MSG_LLM_NOT_INTEGER = (tool: string, field: string) => `${tool}: ${field} não é um inteiro`;
export const MSG_LLM_UNKNOWN_STEP = (tool: string, position: unknown) =>
  `${tool}: etapa ${String(position)} não existe no fluxo`;
export const MSG_LLM_UNKNOWN_OBJECTION = (tool: string, id: unknown) =>
  `${tool}: objeção ${String(id)} não existe ou está inativa`;
export const MSG_LLM_UNKNOWN_TOOL = (tool: string) => `ferramenta desconhecida: ${tool}`;
export const MSG_LLM_UNKNOWN_OFFER = (tool: string, id: unknown) =>
  `${tool}: oferta ${String(id)} não existe no cadastro`;
export const MSG_LLM_UNKNOWN_MEDIA = (tool: string, id: unknown) =>
  `${tool}: mídia ${String(id)} não existe na biblioteca do produto`;
export const MSG_LLM_UNKNOWN_KNOWLEDGE = (tool: string, id: unknown) =>
  `${tool}: a entrada ${JSON.stringify(id) ?? 'sem id'} não é uma resposta da base de conhecimento mostrada ou encontrada`;
export const MSG_LLM_REPEATED_TOOL = (tool: string) => `${tool}: chamada repetida no mesmo turno`;
export const MSG_LLM_TOO_MANY_TOOLS = (tool: string, cap: number) =>
  `${tool}: passou do limite de ${cap} ferramentas por turno`;
/** Why the model was not asked: the account's daily budget is spent (turn record; the panel says it too). */
export const MSG_LLM_BUDGET_SPENT = (tokens: number, budget: number) =>
  `limite diário do modelo atingido (${tokens} de ${budget} tokens): respondeu o cérebro embutido`;
/** What made the model's text unsendable (it is never sent in part), by kind. */
export const MODEL_TEXT_REJECTIONS = {
  longo_demais: 'texto longo demais',
  digitos_estrangeiros: 'dígitos de outro alfabeto',
  link: 'link fora do cadastro',
  email: 'e-mail (chave pix)',
  chave_pix: 'chave pix (telefone, CPF/CNPJ ou chave aleatória)',
  preco: 'valor fora do cadastro',
  parcela: 'valor de parcela (o cadastro não tem parcelas)',
  percentual: 'percentual',
  valor_por_extenso: 'valor por extenso',
  promessa: 'promessa proibida',
} as const;
export const MSG_LLM_TEXT_REJECTED = (what: string, found: string) =>
  `texto do modelo não enviado: ${what} ("${found}")`;
export const MSG_LLM_KNOWLEDGE_REJECTED = (title: string, what: string, found: string) =>
  `resposta da base de conhecimento “${title}” não enviada: ${what} ("${found}")`;
export const MSG_CURRENT_PASSWORD_REQUIRED_FOR_EMAIL = 'Senha atual é obrigatória para alterar o e-mail.';
export const EMAIL_CHANGED_MAIL_SUBJECT = 'O e-mail da sua conta do Agente foi alterado';
export const emailChangedMailText = (fields: { name: string; newEmail: string }) =>
  [
    `Olá, ${fields.name}!`,
    '',
    `O e-mail de acesso da sua conta foi alterado para ${fields.newEmail}. A partir de agora o login e a recuperação de senha usam o novo endereço.`,
    '',
    'Se não foi você, responda a esta mensagem imediatamente para recuperarmos a sua conta.',
  ].join('\n');

/** Why the agent handed a lead over to a person, as the owner reads it. */
export const HANDOVER_REASONS = {
  fimDoFluxo: 'fim do fluxo',
  etapaDePausa: 'etapa de pausa do fluxo',
  baseSemResposta: 'pergunta sem resposta na base de conhecimento',
} as const;

// ── Readiness (GET /readyz): the parts named in the 503's message ──
export const READINESS_PARTS = {
  banco: 'banco de dados inacessível',
  migracoes: 'migrações do banco pendentes',
  fila: 'fila de trabalhos parada',
} as const;
export const msgNotReady = (parts: readonly string[]) => `Servidor não está pronto: ${parts.join('; ')}.`;

// ── WhatsApp Cloud API (the official API): Conectar, webhook and delivery errors ──
export const MSG_CLOUD_DISABLED = 'A API oficial do WhatsApp não está habilitada neste servidor.';
export const MSG_CLOUD_NUMBER_IN_USE =
  'Este número já está conectado pela API oficial em outra conta. Desconecte-o nessa conta ou use outro número.';
/** Meta refused the ids or the token (its own words follow). */
export const msgCloudRefused = (reason: string) =>
  `A Meta não aceitou esses dados: ${reason}. Confira o ID do número de telefone e o token de acesso.`;
export const MSG_CLOUD_UNREACHABLE =
  'Não foi possível falar com a API oficial do WhatsApp agora. Tente novamente em instantes.';
export const MSG_CLOUD_WEBHOOK_SIGNATURE = 'Assinatura do webhook inválida.';
export const MSG_CLOUD_VERIFY_REFUSED = 'Token de verificação inválido.';
/** A follow-up (or any message) outside the 24-hour window with no approved template mapped to it. */
export const MSG_CLOUD_OUTSIDE_WINDOW = 'fora da janela de 24 h — configure um modelo aprovado';
/** A template variable of only spaces (the contract already refuses an empty one). */
export const MSG_TEMPLATE_VARIABLE_EMPTY = 'Preencha cada variável do modelo (ou remova a que sobra).';
/** The stored token no longer opens (WHATSAPP_CLOUD_TOKEN_KEY changed) or Meta refused it. */
export const MSG_CLOUD_TOKEN_INVALID =
  'token de acesso inválido ou expirado — conecte de novo em Conectar WhatsApp';
/** Meta's errors on a message, in the product's words (WhatsApp Cloud API error codes). */
export const CLOUD_ERROR_TEXTS: Readonly<Record<number, string>> = {
  131047: 'fora da janela de 24 h — o lead não escreve há mais de 24 horas; só um modelo aprovado pode ir',
  131026: 'não entregue: o número pode não ter WhatsApp ou não aceitar mensagens desta empresa',
  131049: 'não entregue: a Meta limitou mensagens de marketing a este lead',
  131051: 'tipo de mensagem não aceito pela API oficial',
  131052: 'a mídia não pôde ser baixada pela Meta',
  131053: 'a mídia não pôde ser enviada (formato ou tamanho)',
  130429: 'limite de envio da API oficial atingido',
  131056: 'limite de envio para este lead atingido',
  132000: 'o número de variáveis não bate com o modelo aprovado',
  132001: 'modelo não encontrado ou não aprovado na Meta (confira o nome e o idioma)',
  132015: 'o modelo está pausado pela Meta por baixa qualidade',
  190: MSG_CLOUD_TOKEN_INVALID,
};
export const msgCloudError = (code: number | undefined, title: string) =>
  (code !== undefined ? CLOUD_ERROR_TEXTS[code] : undefined) ??
  `erro da API oficial do WhatsApp${code !== undefined ? ` (${code})` : ''}: ${title || 'sem detalhes'}`;

// ── Sales webhook (the seller's own checkout) and its settings ──
export const MSG_SALES_UNAUTHORIZED =
  'Endereço do webhook de vendas inválido: copie de novo o endereço na tela Vendas do painel.';
export const MSG_SALES_EVENT_ID_REQUIRED = 'Identificador do evento é obrigatório (campo id).';
export const MSG_SALES_KIND_INVALID =
  'Tipo do evento inválido: use aprovada, aguardando_pagamento, abandonada, reembolsada ou cancelada.';
export const MSG_SALES_AMOUNT_INVALID = 'Valor da venda inválido: envie em reais, como 197.90 ou "197,90".';
export const MSG_SALES_DATE_INVALID =
  'Data do evento inválida: use ISO 8601, como 2026-11-29T15:00:00-03:00.';
export const MSG_SALES_EMAIL_INVALID = 'E-mail do comprador inválido.';
export const MSG_SALES_HOTMART_SHAPE =
  'Este corpo não é um evento do webhook 2.0 da Hotmart (faltam id, event ou data).';
export const MSG_SALES_KIWIFY_SHAPE =
  'Este corpo não é um evento da Kiwify (falta order_id com webhook_event_type, ou o id do carrinho abandonado).';
export const MSG_SALES_THANK_YOU_TEXT_REQUIRED = 'Escreva a mensagem de agradecimento para ativá-la.';
export const MSG_SALES_RECOVERY_TEXT_REQUIRED = 'Escreva a mensagem de recuperação para ativá-la.';
