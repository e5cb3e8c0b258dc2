import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Brain } from './brain.ts';
import { createEmbeddedBrain } from './embeddedBrain.ts';
import { createLlmBrain } from './llmBrain.ts';

/** The language-model brain (falling back to the embedded one) when LLM_BASE_URL and LLM_MODEL are set, else the embedded brain. */
export function createBrain(
  config: Pick<
    Config,
    | 'llmBaseUrl'
    | 'llmApiKey'
    | 'llmModel'
    | 'llmTimeoutMs'
    | 'llmTemperature'
    | 'llmMaxTokens'
    | 'llmHistoryTokens'
  >,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Brain {
  const embedded = createEmbeddedBrain();
  if (!config.llmBaseUrl || !config.llmModel) return embedded;
  return createLlmBrain({
    baseUrl: config.llmBaseUrl,
    apiKey: config.llmApiKey,
    model: config.llmModel,
    timeoutMs: config.llmTimeoutMs,
    temperature: config.llmTemperature,
    maxTokens: config.llmMaxTokens,
    historyTokens: config.llmHistoryTokens,
    fallback: embedded,
    onFallback: (reason) =>
      log.warn({ reason }, 'language model not used for this turn; the embedded brain decided'),
  });
}
