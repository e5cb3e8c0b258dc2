import { describe, expect, it } from 'vitest';
import {
  isErrorDetails,
  isNetworkError,
  isUnauthorizedError,
  messageText,
  readErrorDetails,
  serverMessageOf,
  withServerMessage,
} from './errors.ts';

const apiError = Object.assign(new Error('Produto não encontrado'), { status: 404, code: 'NAO_ENCONTRADO' });

describe('errors', () => {
  it('reads status, message and code from an ApiError-shaped value', () => {
    expect(readErrorDetails(apiError)).toEqual({
      status: 404,
      message: 'Produto não encontrado',
      code: 'NAO_ENCONTRADO',
    });
    expect(isErrorDetails(apiError)).toBe(true);
  });

  it.each([null, undefined, 'falhou', 42])('reads nothing from %j', (value) => {
    expect(readErrorDetails(value)).toEqual({});
    expect(isErrorDetails(value)).toBe(false);
  });

  it('drops fields of the wrong type and blank messages', () => {
    expect(readErrorDetails({ status: '500', message: '  ', code: 23503 })).toEqual({});
    expect(isErrorDetails({ status: '500' })).toBe(false);
  });

  it("keeps the server's message only when the server answered with one", () => {
    expect(withServerMessage(apiError, 'loadFailed')).toEqual({
      code: 'loadFailed',
      serverMessage: 'Produto não encontrado',
    });
    expect(withServerMessage(new TypeError('Failed to fetch'), 'loadFailed')).toEqual({ code: 'loadFailed' });
    expect(withServerMessage({ status: 500 }, 'loadFailed')).toEqual({ code: 'loadFailed' });
  });

  it("words a message with the server's text when it came, otherwise the screen's", () => {
    const texts = { loadFailed: 'Erro ao carregar produto' };
    expect(messageText({ code: 'loadFailed', serverMessage: 'Produto não encontrado' }, texts)).toBe(
      'Produto não encontrado',
    );
    expect(messageText({ code: 'loadFailed' }, texts)).toBe('Erro ao carregar produto');
  });

  it('recognises a 401', () => {
    expect(isUnauthorizedError({ status: 401, message: 'Não autorizado' })).toBe(true);
    expect(isUnauthorizedError(apiError)).toBe(false);
  });
});

describe('errors: packages/api shapes', () => {
  const noServer = Object.assign(new Error('Não foi possível falar com o servidor.'), {
    status: 0,
    code: 'REDE',
  });
  const noToken = Object.assign(new Error('Token não encontrado'), { status: 401, code: 'SEM_TOKEN' });

  it("status 0 is a network failure: the client's message is not the server's", () => {
    expect(isNetworkError(noServer)).toBe(true);
    expect(serverMessageOf(noServer)).toBeUndefined();
  });

  it('the failed connection gives its own text when asked for; a bare fetch error never does', () => {
    expect(serverMessageOf(noServer, { withNetworkText: true })).toBe(
      'Não foi possível falar com o servidor.',
    );
    expect(serverMessageOf(new TypeError('Failed to fetch'), { withNetworkText: true })).toBeUndefined();
    expect(serverMessageOf(apiError, { withNetworkText: true })).toBe('Produto não encontrado');
  });

  it('a missing token is a 401', () => {
    expect(isUnauthorizedError(noToken)).toBe(true);
    expect(isNetworkError(noToken)).toBe(false);
  });
});
