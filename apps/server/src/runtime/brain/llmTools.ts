import type { BrainKnowledgeAnswer, TurnContext } from './brain.ts';

/** What a model may do in a turn; it names ids, the runtime sends the seller's own content. */
export const TOOL_SEND_STEP = 'send_step';
export const TOOL_ANSWER_OBJECTION = 'answer_objection';
export const TOOL_SEND_OFFER = 'send_offer';
export const TOOL_SEND_MEDIA = 'send_media';
export const TOOL_HAND_OVER = 'hand_over';
export const TOOL_MARK_OPT_OUT = 'mark_opt_out';
export const TOOL_ANSWER_FROM_KNOWLEDGE = 'answer_from_knowledge';
export const TOOL_SEARCH_KNOWLEDGE = 'search_knowledge';

/**
 * How the model names the knowledge base's answer it was shown: its source and id ("faq:4", "documento:7",
 * "sobre"), so the reason says which entry answered.
 */
export const knowledgeEntryId = (answer: Pick<BrainKnowledgeAnswer, 'source' | 'id'>) =>
  answer.id === null ? answer.source : `${answer.source}:${answer.id}`;

/** The knowledge base's answer shown with the lead's words, when it cleared the threshold. */
export const citableKnowledge = (context: Pick<TurnContext, 'knowledge'>) =>
  context.knowledge?.answer?.found ? context.knowledge.answer : undefined;

/** Every answer the model may cite this turn: the one shown and those its searches found (above the threshold). */
export const citableKnowledgeAnswers = (context: Pick<TurnContext, 'knowledge'>): BrainKnowledgeAnswer[] => {
  const answers = [citableKnowledge(context), ...(context.knowledge?.searched ?? [])].filter(
    (answer): answer is BrainKnowledgeAnswer => answer?.found === true,
  );
  return answers.filter(
    (answer, index) =>
      answers.findIndex((other) => knowledgeEntryId(other) === knowledgeEntryId(answer)) === index,
  );
};

/** Whether the model may search the knowledge base this turn (the account has one, and no search ran yet). */
export const searchableKnowledge = (context: Pick<TurnContext, 'knowledge'>) =>
  context.knowledge?.search !== undefined && context.knowledge.searched === undefined;

export interface ChatTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: Record<string, unknown>;
  };
}

/** A tool taking one id among `ids`. */
function idTool(name: string, description: string, field: string, ids: number[], about: string): ChatTool {
  return {
    type: 'function',
    function: {
      name,
      description,
      parameters: {
        type: 'object',
        properties: { [field]: { type: 'integer', enum: ids, description: about } },
        required: [field],
        additionalProperties: false,
      },
    },
  };
}

/**
 * Tool definitions for this turn. The valid ids are listed as enums, so a model that follows the schema cannot
 * name a step, objection, offer or file that does not exist; the answer is still checked, because not every
 * model does. A tool is left out when it has nothing to choose.
 */
export function brainTools(
  context: Pick<TurnContext, 'steps' | 'objections' | 'offers' | 'media' | 'knowledge'>,
): ChatTool[] {
  const tools: ChatTool[] = [];
  if (searchableKnowledge(context)) {
    tools.push({
      type: 'function',
      function: {
        name: TOOL_SEARCH_KNOWLEDGE,
        description:
          'Busca na base de conhecimento do vendedor (perguntas frequentes, documentos, "Sobre o negócio") a resposta a uma pergunta do lead que nada acima responde. Chame sozinha, sem outras ferramentas: o resultado volta para você, que então envia a entrada encontrada com answer_from_knowledge ou, sem resultado, não inventa e passa a um atendente.',
        parameters: {
          type: 'object',
          properties: {
            query: { type: 'string', description: 'A pergunta do lead, com as palavras que importam.' },
          },
          required: ['query'],
          additionalProperties: false,
        },
      },
    });
  }
  const citable = citableKnowledgeAnswers(context);
  if (citable.length > 0) {
    tools.push({
      type: 'function',
      function: {
        name: TOOL_ANSWER_FROM_KNOWLEDGE,
        description:
          'Envia ao lead uma resposta da base de conhecimento mostrada ou encontrada na busca (pergunta frequente, trecho de documento ou "Sobre o negócio"), como o vendedor a escreveu. Use quando ela responde ao que o lead perguntou; não a reescreva com suas palavras.',
        parameters: {
          type: 'object',
          properties: {
            entry_id: {
              type: 'string',
              enum: citable.map(knowledgeEntryId),
              description: 'Id da entrada da base de conhecimento.',
            },
          },
          required: ['entry_id'],
          additionalProperties: false,
        },
      },
    });
  }
  if (context.steps.length > 0) {
    tools.push(
      idTool(
        TOOL_SEND_STEP,
        'Envia ao lead a etapa do fluxo indicada (texto, mídias e ofertas cadastrados pelo vendedor). Normalmente a próxima etapa depois da posição atual do lead.',
        'position',
        context.steps.map((step) => step.position),
        'Posição da etapa no fluxo.',
      ),
    );
  }
  if (context.objections.length > 0) {
    tools.push(
      idTool(
        TOOL_ANSWER_OBJECTION,
        'Envia a resposta cadastrada da objeção que o lead levantou.',
        'objection_id',
        context.objections.map((objection) => objection.id),
        'Id da objeção.',
      ),
    );
  }
  if (context.offers.length > 0) {
    tools.push(
      idTool(
        TOOL_SEND_OFFER,
        'Envia UMA oferta: nome, preço atual e link de compra. Use quando o lead quer comprar ou escolheu uma oferta.',
        'offer_id',
        context.offers.map((offer) => offer.id),
        'Id da oferta.',
      ),
    );
  }
  if ((context.media ?? []).length > 0) {
    tools.push(
      idTool(
        TOOL_SEND_MEDIA,
        'Envia um arquivo da biblioteca de mídias do produto (foto, vídeo, áudio ou PDF).',
        'media_id',
        (context.media ?? []).map((media) => media.id),
        'Id da mídia.',
      ),
    );
  }
  tools.push({
    type: 'function',
    function: {
      name: TOOL_HAND_OVER,
      description:
        'Passa a conversa a um atendente humano e pausa o agente para este lead (pedido do lead, assunto que o agente não deve tratar, fluxo concluído). Diga o motivo; o texto que você escrever é enviado antes.',
      parameters: {
        type: 'object',
        properties: { reason: { type: 'string', description: 'Motivo, para o dono da conta.' } },
        required: ['reason'],
        additionalProperties: false,
      },
    },
  });
  tools.push({
    type: 'function',
    function: {
      name: TOOL_MARK_OPT_OUT,
      description:
        'O lead pediu para não receber mais mensagens: envia só a confirmação de saída e não escreve mais a ele.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  });
  return tools;
}
