import { describe, expect, it } from 'vitest';
import {
  CHAT_REPLY_STAGGER_MS,
  CHAT_TIMEOUT_MS,
  COPY_FEEDBACK_MS,
  LINK_COPIED_MS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGED_CLOSE_MS,
  PHONE_COUNTRY_PREFIX,
  PRODUCT_RETRY_DELAYS_MS,
  QR_COUNTDOWN_SECONDS,
  QR_COUNTDOWN_TICK_MS,
  QR_POLL_INTERVAL_MS,
  RELOAD_AFTER_CONNECT_MS,
  SUCCESS_MESSAGE_MS,
  TYPING_MAX_MS,
  TYPING_MIN_MS,
  TYPING_MS_PER_CHAR,
  VERSION_POLL_MS,
  WHATSAPP_PHONE_MAX_DIGITS,
} from './constants.ts';
import {
  apiErrorMessage,
  CHAT_FAILED,
  CHAT_TIMEOUT,
  CONNECT_UNAUTHORIZED,
  DEVICE_CONNECTED,
  DEVICE_DISCONNECTED,
  DISCONNECT_FAILED,
  LEAD_TAG_UPDATE_FAILED,
  LOGIN_FAILED,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGE_SESSION_EXPIRED,
  PASSWORD_CHANGE_USER_MISSING,
  PASSWORD_CHANGED,
  PASSWORD_FIELDS_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PHONE_FORMAT_INVALID,
  PRODUCTS_LOAD_FAILED,
  QR_AWAITING_SCAN,
  QR_CODE_MISSING,
  QR_POLLING_STOPPED,
  QR_TIMER_EXPIRED,
  SESSION_EXPIRED,
  STATUS_CHECK_FAILED,
  TOKEN_INVALID,
  TOKEN_INVALID_OR_EXPIRED,
  WHATSAPP_API_UNREACHABLE,
} from './messages.ts';

// The behaviour tests read these names; this file pins each to the product's figure or sentence (docs/), so a
// drifting value fails here instead of silently moving the machines and their tests together.

describe('timings and limits', () => {
  it.each([
    ['QR_POLL_INTERVAL_MS', QR_POLL_INTERVAL_MS, 2_000],
    ['QR_COUNTDOWN_SECONDS', QR_COUNTDOWN_SECONDS, 60],
    ['QR_COUNTDOWN_TICK_MS', QR_COUNTDOWN_TICK_MS, 1_000],
    ['RELOAD_AFTER_CONNECT_MS', RELOAD_AFTER_CONNECT_MS, 1_000],
    ['CHAT_TIMEOUT_MS', CHAT_TIMEOUT_MS, 60_000],
    ['CHAT_REPLY_STAGGER_MS', CHAT_REPLY_STAGGER_MS, 4_000],
    ['TYPING_MS_PER_CHAR', TYPING_MS_PER_CHAR, 50],
    ['TYPING_MIN_MS', TYPING_MIN_MS, 1_000],
    ['TYPING_MAX_MS', TYPING_MAX_MS, 3_000],
    ['PASSWORD_CHANGED_CLOSE_MS', PASSWORD_CHANGED_CLOSE_MS, 1_000],
    ['SUCCESS_MESSAGE_MS', SUCCESS_MESSAGE_MS, 3_000],
    ['COPY_FEEDBACK_MS', COPY_FEEDBACK_MS, 1_500],
    ['LINK_COPIED_MS', LINK_COPIED_MS, 2_000],
    ['VERSION_POLL_MS', VERSION_POLL_MS, 60_000],
    ['PRODUCT_RETRY_DELAYS_MS', PRODUCT_RETRY_DELAYS_MS, [1_000, 2_000, 4_000]],
    ['MIN_PASSWORD_LENGTH', MIN_PASSWORD_LENGTH, 6],
    ['WHATSAPP_PHONE_MAX_DIGITS', WHATSAPP_PHONE_MAX_DIGITS, 13],
    ['PHONE_COUNTRY_PREFIX', PHONE_COUNTRY_PREFIX, '55'],
  ] as const)('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('pt-BR messages, to the letter', () => {
  it.each([
    ['LOGIN_FAILED', LOGIN_FAILED, 'Erro ao fazer login'],
    ['TOKEN_INVALID', TOKEN_INVALID, 'Token inválido.'],
    ['TOKEN_INVALID_OR_EXPIRED', TOKEN_INVALID_OR_EXPIRED, 'Token inválido ou expirado.'],
    ['SESSION_EXPIRED', SESSION_EXPIRED, 'Sua sessão expirou. Por favor, faça login novamente.'],
    ['PASSWORD_FIELDS_REQUIRED', PASSWORD_FIELDS_REQUIRED, 'Preencha todos os campos'],
    ['PASSWORDS_DO_NOT_MATCH', PASSWORDS_DO_NOT_MATCH, 'As senhas não coincidem'],
    ['NEW_PASSWORD_TOO_SHORT', NEW_PASSWORD_TOO_SHORT, 'A nova senha deve ter pelo menos 6 caracteres'],
    [
      'PASSWORD_CHANGE_SESSION_EXPIRED',
      PASSWORD_CHANGE_SESSION_EXPIRED,
      'Sua sessão expirou. Faça login novamente.',
    ],
    ['PASSWORD_CHANGE_USER_MISSING', PASSWORD_CHANGE_USER_MISSING, 'Usuário não encontrado no contexto.'],
    ['PASSWORD_CHANGED', PASSWORD_CHANGED, 'Senha alterada com sucesso!'],
    [
      'PASSWORD_CHANGE_FAILED',
      PASSWORD_CHANGE_FAILED,
      'Erro ao alterar a senha. Por favor, tente novamente.',
    ],
    [
      'PHONE_FORMAT_INVALID',
      PHONE_FORMAT_INVALID,
      'O número de telefone deve estar no formato 5511988887777',
    ],
    ['QR_AWAITING_SCAN', QR_AWAITING_SCAN, 'Aguardando escaneamento do QR Code...'],
    ['QR_TIMER_EXPIRED', QR_TIMER_EXPIRED, 'Timer expirado, mas continuando tentativas...'],
    ['QR_POLLING_STOPPED', QR_POLLING_STOPPED, 'Polling interrompido pelo usuário.'],
    ['DEVICE_CONNECTED', DEVICE_CONNECTED, 'Dispositivo conectado com sucesso!'],
    ['DEVICE_DISCONNECTED', DEVICE_DISCONNECTED, 'Dispositivo desconectado com sucesso.'],
    ['DISCONNECT_FAILED', DISCONNECT_FAILED, 'Erro ao desconectar. Tente novamente.'],
    ['STATUS_CHECK_FAILED', STATUS_CHECK_FAILED, 'Erro ao verificar status. Tentando novamente...'],
    [
      'WHATSAPP_API_UNREACHABLE',
      WHATSAPP_API_UNREACHABLE,
      'Erro ao conectar com a API do WhatsApp. Verifique sua conexão.',
    ],
    ['QR_CODE_MISSING', QR_CODE_MISSING, 'Erro: QR Code não foi gerado pela API.'],
    ['CONNECT_UNAUTHORIZED', CONNECT_UNAUTHORIZED, 'Não autorizado'],
    [
      'CHAT_TIMEOUT',
      CHAT_TIMEOUT,
      'A solicitação demorou muito para responder (timeout de 60s). Tente novamente.',
    ],
    ['CHAT_FAILED', CHAT_FAILED, 'Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente.'],
    ['PRODUCTS_LOAD_FAILED', PRODUCTS_LOAD_FAILED, 'Erro ao carregar produtos. Tente novamente.'],
    ['LEAD_TAG_UPDATE_FAILED', LEAD_TAG_UPDATE_FAILED, 'Erro ao atualizar etiqueta'],
  ] as const)('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("formats 'Erro na API ({status}): {message}'", () => {
    expect(apiErrorMessage(502, 'Serviço indisponível')).toBe('Erro na API (502): Serviço indisponível');
  });
});
