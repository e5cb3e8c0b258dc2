// pt-BR texts the machines put in their context, word for word as docs/ quotes them (session-and-login.md,
// connection.md, panel-screens.md). Texts marked "own wording" belong to states that had no given wording.

// Session and login
export const LOGIN_FAILED = 'Erro ao fazer login';
export const TOKEN_INVALID = 'Token inválido.';
export const TOKEN_INVALID_OR_EXPIRED = 'Token inválido ou expirado.';
export const SESSION_EXPIRED = 'Sua sessão expirou. Por favor, faça login novamente.';

// Forced password change
export const PASSWORD_FIELDS_REQUIRED = 'Preencha todos os campos';
export const PASSWORDS_DO_NOT_MATCH = 'As senhas não coincidem';
export const NEW_PASSWORD_TOO_SHORT = 'A nova senha deve ter pelo menos 6 caracteres';
export const PASSWORD_CHANGE_SESSION_EXPIRED = 'Sua sessão expirou. Faça login novamente.';
export const PASSWORD_CHANGE_USER_MISSING = 'Usuário não encontrado no contexto.';
export const PASSWORD_CHANGED = 'Senha alterada com sucesso!';
export const PASSWORD_CHANGE_FAILED = 'Erro ao alterar a senha. Por favor, tente novamente.';

// Messaging-app connection
export const PHONE_FORMAT_INVALID = 'O número de telefone deve estar no formato 5511988887777';
export const QR_AWAITING_SCAN = 'Aguardando escaneamento do QR Code...';
/** Own wording: disconnected keeps polling with a message. */
export const QR_STILL_DISCONNECTED = 'Dispositivo ainda não conectado. Continuando tentativas...';
/** Own wording: any other status keeps polling with a message. */
export const QR_UNKNOWN_STATUS = 'Status da conexão desconhecido. Continuando tentativas...';
export const QR_TIMER_EXPIRED = 'Timer expirado, mas continuando tentativas...';
export const QR_POLLING_STOPPED = 'Polling interrompido pelo usuário.';
export const DEVICE_CONNECTED = 'Dispositivo conectado com sucesso!';
export const DEVICE_DISCONNECTED = 'Dispositivo desconectado com sucesso.';
export const DISCONNECT_FAILED = 'Erro ao desconectar. Tente novamente.';
export const STATUS_CHECK_FAILED = 'Erro ao verificar status. Tentando novamente...';
export const WHATSAPP_API_UNREACHABLE = 'Erro ao conectar com a API do WhatsApp. Verifique sua conexão.';
export const QR_CODE_MISSING = 'Erro: QR Code não foi gerado pela API.';
export const CONNECT_UNAUTHORIZED = 'Não autorizado';
/** Own wording: an error answer that carried no message of its own. */
export const UNKNOWN_ERROR = 'Erro desconhecido';
/** 'Erro na API ({status}): {message}' */
export const apiErrorMessage = (status: number, message: string): string =>
  `Erro na API (${status}): ${message}`;

// Support chat
export const CHAT_TIMEOUT = 'A solicitação demorou muito para responder (timeout de 60s). Tente novamente.';
export const CHAT_FAILED = 'Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente.';

// Product list retry
export const PRODUCTS_LOAD_FAILED = 'Erro ao carregar produtos. Tente novamente.';

// Kanban
export const LEAD_TAG_UPDATE_FAILED = 'Erro ao atualizar etiqueta';

// Conversations (own wording)
export const CONVERSATION_OLDER_FAILED = 'Não foi possível carregar mensagens anteriores.';
export const CONVERSATION_ACTION_FAILED = 'Não foi possível concluir. Tente novamente.';
/** Not in the spec: the test chat could not send or restart (network, server). */
export const PLAYGROUND_ACTION_FAILED = 'Não foi possível falar com o agente. Tente novamente.';
