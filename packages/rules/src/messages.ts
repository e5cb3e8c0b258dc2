import * as CONTRACT_SCHEMAS from './contract.generated.ts';

/** What the panel shows when a call that carried a session token is answered 401. */
export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Por favor, faça login novamente.';
/** The server's 401 answer to a missing, invalid or ended session token. */
export const SESSION_EXPIRED_SERVER_MESSAGE = 'Sua sessão expirou. Faça login novamente.';

/** Step rule messages, shown by the panel and answered by the server. */
export const FLOW_MESSAGES = {
  TEXTO_LONGO: CONTRACT_SCHEMAS.FlowStepText.messages.maxLength,
  MIDIAS_DEMAIS: 'Só é permitido no máximo 4 mídias por etapa.',
  MIDIA_REPETIDA: 'Esta mídia já está na etapa.',
  OFERTA_REPETIDA: 'Esta oferta já está na etapa.',
  ETAPAS_DEMAIS: 'Só é permitido no máximo 15 etapas no fluxo.',
} as const;
