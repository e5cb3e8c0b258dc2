import type { TurnContext } from './brain.ts';

/** The three choices a model may make; it names ids, the runtime sends the seller's own content. */
export const TOOL_SEND_STEP = 'send_step';
export const TOOL_ANSWER_OBJECTION = 'answer_objection';
export const TOOL_PAUSE_AGENT = 'pause_agent';

export interface ChatTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: Record<string, unknown>;
  };
}

/**
 * Tool definitions for this turn. The valid ids are listed as enums, so a model that follows the schema cannot
 * name a step or objection that does not exist; the answer is still checked, because not every model does.
 * A tool is left out when it has nothing to choose (no steps, no active objections).
 */
export function brainTools(context: Pick<TurnContext, 'steps' | 'objections'>): ChatTool[] {
  const tools: ChatTool[] = [];
  if (context.steps.length > 0) {
    tools.push({
      type: 'function',
      function: {
        name: TOOL_SEND_STEP,
        description:
          'Envia ao lead a etapa do fluxo indicada (texto, mídias e ofertas cadastrados pelo vendedor). Normalmente a próxima etapa depois da posição atual do lead.',
        parameters: {
          type: 'object',
          properties: {
            position: {
              type: 'integer',
              enum: context.steps.map((step) => step.position),
              description: 'Posição da etapa no fluxo.',
            },
          },
          required: ['position'],
          additionalProperties: false,
        },
      },
    });
  }
  if (context.objections.length > 0) {
    tools.push({
      type: 'function',
      function: {
        name: TOOL_ANSWER_OBJECTION,
        description: 'Envia a resposta cadastrada da objeção que o lead levantou.',
        parameters: {
          type: 'object',
          properties: {
            objection_id: {
              type: 'integer',
              enum: context.objections.map((objection) => objection.id),
              description: 'Id da objeção.',
            },
          },
          required: ['objection_id'],
          additionalProperties: false,
        },
      },
    });
  }
  tools.push({
    type: 'function',
    function: {
      name: TOOL_PAUSE_AGENT,
      description:
        'Pausa o agente para este lead e passa a conversa a um atendente humano (fluxo concluído, pedido do lead ou assunto que o agente não deve tratar).',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  });
  return tools;
}
