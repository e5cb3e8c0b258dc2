import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data at the repository root and the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(resolve(REPO_ROOT, 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.nodeEnv).toBe('development');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(REPO_ROOT).toBe(resolve(import.meta.dirname, '../../..'));
  });

  it('reads PORT, DATA_DIR (relative to where npm was started), DATABASE_URL and NODE_ENV', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: './dados',
      INIT_CWD: '/srv/app',
      DATABASE_URL: 'postgres://u@h/db',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://painel.exemplo.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/app/dados',
      databaseUrl: 'postgres://u@h/db',
      nodeEnv: 'production',
      publicUrl: 'https://painel.exemplo.com',
    });
    expect(loadConfig({ DATA_DIR: '/var/lib/agente' }).dataDir).toBe('/var/lib/agente');
  });

  it('pauses the agent 12 hours after the owner writes from the phone, or AGENT_HUMAN_PAUSE_HOURS', () => {
    expect(loadConfig({}).agentHumanPauseHours).toBe(12);
    expect(loadConfig({ AGENT_HUMAN_PAUSE_HOURS: '1.5' }).agentHumanPauseHours).toBe(1.5);
    for (const bad of ['0', '-2', 'doze', '721']) {
      expect(() => loadConfig({ AGENT_HUMAN_PAUSE_HOURS: bad })).toThrow(/AGENT_HUMAN_PAUSE_HOURS inválido/);
    }
  });

  it('treats blank variables as unset and lower-cases ADMIN_EMAIL', () => {
    const config = loadConfig({ DATABASE_URL: '  ', ADMIN_EMAIL: ' Dono@Loja.com ', ADMIN_PASSWORD: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmail).toBe('dono@loja.com');
    expect(config.adminPassword).toBeUndefined();
  });

  it('picks Evolution API only with CONNECTION_PROVIDER=evolution and both of its variables', () => {
    expect(loadConfig({}).evolution).toBeUndefined();
    const evolution = { EVOLUTION_URL: 'https://evo.exemplo.com.br', EVOLUTION_API_KEY: 'chave' };
    expect(loadConfig(evolution).evolution).toBeUndefined();
    expect(loadConfig({ ...evolution, CONNECTION_PROVIDER: 'Evolution' }).evolution).toEqual({
      url: 'https://evo.exemplo.com.br',
      apiKey: 'chave',
    });
    expect(() =>
      loadConfig({ CONNECTION_PROVIDER: 'evolution', EVOLUTION_URL: 'https://evo.exemplo.com.br' }),
    ).toThrow(new ConfigError('CONNECTION_PROVIDER=evolution pede EVOLUTION_URL e EVOLUTION_API_KEY.'));
    expect(() => loadConfig({ CONNECTION_PROVIDER: 'zapi' })).toThrow(ConfigError);
  });

  it('rejects an invalid PORT with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT inválida');
  });

  it('leaves the language model off by default, with a 20 s timeout, temperature 0.3 and 400 tokens', () => {
    expect(loadConfig({})).toMatchObject({
      llmBaseUrl: undefined,
      llmApiKey: undefined,
      llmModel: undefined,
      llmTimeoutMs: 20_000,
      llmTemperature: 0.3,
      llmMaxTokens: 400,
    });
  });

  it('reads LLM_TEMPERATURE and LLM_MAX_TOKENS, and refuses values out of range', () => {
    expect(loadConfig({ LLM_TEMPERATURE: '0', LLM_MAX_TOKENS: '250' })).toMatchObject({
      llmTemperature: 0,
      llmMaxTokens: 250,
    });
    for (const LLM_TEMPERATURE of ['-0.1', '2.5', 'morno']) {
      expect(() => loadConfig({ LLM_TEMPERATURE })).toThrow('LLM_TEMPERATURE inválida');
    }
    for (const LLM_MAX_TOKENS of ['0', '10.5', '100000', 'muitos']) {
      expect(() => loadConfig({ LLM_MAX_TOKENS })).toThrow('LLM_MAX_TOKENS inválido');
    }
  });

  it('reads LLM_BASE_URL (without a trailing slash), LLM_API_KEY, LLM_MODEL and LLM_TIMEOUT_MS', () => {
    const config = loadConfig({
      LLM_BASE_URL: 'https://api.exemplo.com/v1/',
      LLM_API_KEY: ' sk-teste ',
      LLM_MODEL: 'modelo-pequeno',
      LLM_TIMEOUT_MS: '8000',
    });
    expect(config).toMatchObject({
      llmBaseUrl: 'https://api.exemplo.com/v1',
      llmApiKey: 'sk-teste',
      llmModel: 'modelo-pequeno',
      llmTimeoutMs: 8_000,
    });
  });

  it('refuses a half-configured or invalid language model with a readable message', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow('LLM_MODEL é obrigatória');
    expect(() => loadConfig({ LLM_MODEL: 'modelo' })).toThrow('LLM_BASE_URL é obrigatória');
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow('LLM_BASE_URL inválida');
    for (const LLM_TIMEOUT_MS of ['0', '-5', '2.5', 'rápido']) {
      expect(() => loadConfig({ LLM_TIMEOUT_MS })).toThrow(ConfigError);
    }
  });

  it('reads the speech-to-text service, and refuses it half-configured or with a time limit out of range', () => {
    expect(loadConfig({})).toMatchObject({ transcribeBaseUrl: undefined, transcribeTimeoutMs: 30_000 });
    expect(
      loadConfig({
        TRANSCRIBE_BASE_URL: 'https://api.exemplo.com/v1/',
        TRANSCRIBE_MODEL: 'whisper-1',
        TRANSCRIBE_API_KEY: ' sk-voz ',
        TRANSCRIBE_TIMEOUT_MS: '15000',
      }),
    ).toMatchObject({
      transcribeBaseUrl: 'https://api.exemplo.com/v1',
      transcribeModel: 'whisper-1',
      transcribeApiKey: 'sk-voz',
      transcribeTimeoutMs: 15_000,
    });
    expect(() => loadConfig({ TRANSCRIBE_BASE_URL: 'http://127.0.0.1:9000/v1' })).toThrow(
      'TRANSCRIBE_MODEL é obrigatória',
    );
    expect(() => loadConfig({ TRANSCRIBE_MODEL: 'whisper-1' })).toThrow('TRANSCRIBE_BASE_URL é obrigatória');
    for (const TRANSCRIBE_TIMEOUT_MS of ['0', '999', '120001', '2.5', 'rápido']) {
      expect(() => loadConfig({ TRANSCRIBE_TIMEOUT_MS })).toThrow('TRANSCRIBE_TIMEOUT_MS inválido');
    }
  });

  it('gives a SIGTERM 10 s by default, or SHUTDOWN_GRACE_MS between 1 s and 5 min', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '25000' }).shutdownGraceMs).toBe(25_000);
    for (const SHUTDOWN_GRACE_MS of ['0', '999', '300001', '2.5', 'logo']) {
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS })).toThrow(
        `SHUTDOWN_GRACE_MS inválido: "${SHUTDOWN_GRACE_MS}" (use milissegundos entre 1000 e 300000).`,
      );
    }
  });
});
