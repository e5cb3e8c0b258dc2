import type { WhatsAppProviderFactory } from '../provider.ts';
import { translateEvolutionWebhook } from './evolutionEvents.ts';
import { createEvolutionInstancesClient } from './evolutionInstancesClient.ts';

/** Evolution API v2, when CONNECTION_PROVIDER=evolution (with EVOLUTION_URL and EVOLUTION_API_KEY). */
export const evolutionProvider: WhatsAppProviderFactory = ({ config }) =>
  config.evolution && {
    name: 'evolution',
    sender: createEvolutionInstancesClient({
      baseUrl: config.evolution.url,
      apiKey: config.evolution.apiKey,
    }),
    translate: translateEvolutionWebhook,
  };
