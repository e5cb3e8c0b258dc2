import type { FastifyBaseLogger } from 'fastify';
import { FALLBACK_ANSWER, TOPICS, type Topic } from '../../support/knowledgeBase.ts';
import type { SupportReply, SupportRequest, SupportResponder } from './responder.ts';
import { splitReply } from './splitReply.ts';

/** Lower case, accents removed, spaces collapsed: "Não consigo conectar!" → "nao consigo conectar!". */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function score(topic: Topic, question: string): number {
  return topic.patterns.reduce((sum, entry) => {
    const [pattern, weight] = entry instanceof RegExp ? [entry, 1] : entry;
    return pattern.test(question) ? sum + weight : sum;
  }, 0);
}

/** The topic that answers a question, or null when none does (the answer is then the human hand-off). */
export function findTopic(question: string, topics: readonly Topic[] = TOPICS): Topic | null {
  const normalized = normalizeQuestion(question);
  let best: { topic: Topic; score: number } | null = null;
  for (const topic of topics) {
    if (topic.onlyAlone) continue;
    const value = score(topic, normalized);
    if (value > 0 && (best === null || value > best.score)) best = { topic, score: value };
  }
  if (best) return best.topic;
  return topics.find((topic) => topic.onlyAlone && score(topic, normalized) > 0) ?? null;
}

/** Embedded default: answers from the product's facts; what it cannot answer is logged for the support team. */
export function createEmbeddedResponder(log: Pick<FastifyBaseLogger, 'info'>): SupportResponder {
  return {
    kind: 'embedded',
    async reply(request: SupportRequest): Promise<SupportReply[]> {
      const topic = findTopic(request.message);
      if (!topic) {
        log.info(
          { user_id: request.user_id, session_id: request.session_id, pergunta: request.message },
          'suporte: pergunta encaminhada ao suporte humano',
        );
      }
      const paragraphs = topic?.answer ?? FALLBACK_ANSWER;
      return splitReply(paragraphs).map((resposta) => ({
        resposta,
        user_id: request.user_id,
        session_id: request.session_id,
        // The panel then offers the support team's WhatsApp.
        ...(topic ? {} : { encaminhado_humano: true }),
      }));
    },
  };
}
