import type { BrainHistoryLine, TurnContext } from './brain.ts';

export type ChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string };

const stepText = (step: TurnContext['steps'][number]) =>
  step.parts
    .flatMap((part) => {
      if (part.type === 'text') return [part.value.trim()];
      if (part.type === 'media') return [`[${part.codec}]`];
      if (part.type === 'offer') return ['[oferta com preço e link]'];
      return ['[pausa para atendimento humano]'];
    })
    .filter((text) => text !== '')
    .join(' ');

/**
 * The system prompt: who the agent is (persona), what it must never do, what it sells, and the ids it may
 * choose. Offers appear only as "[oferta com preço e link]": a price or link the model never sees is one it
 * cannot copy wrongly.
 */
export function systemPrompt(context: TurnContext): string {
  const { persona, product } = context;
  const lines = [
    `Você é ${persona.nome}, ${persona.sexo}, ${persona.idade} anos, atendente de vendas no WhatsApp.`,
    `Tom de voz: ${persona.tomDeVoz}.`,
    `Objetivo: ${persona.objetivo}.`,
    persona.nuncaFazer.trim() ? `Nunca faça: ${persona.nuncaFazer.trim()}` : '',
    `Produto: ${product.nome} (${product.categoria}).`,
    product.garantia ? `Garantia: ${product.garantia}.` : '',
    product.formaPagamento ? `Formas de pagamento: ${product.formaPagamento}.` : '',
    product.descricao
      ? `Descrição e benefícios do produto (use para responder e convencer):\n${product.descricao}`
      : '',
    '',
    'Regras: responda em português do Brasil, em mensagens curtas. Nunca escreva preços, valores, links ou endereços:',
    'eles só chegam ao lead pelas etapas e objeções cadastradas. A cada mensagem do lead escolha UMA ferramenta',
    '(send_step, answer_objection ou pause_agent) e, se quiser, escreva uma frase curta de conversa no conteúdo.',
    'Sem ferramenta, o conteúdo é enviado como conversa.',
    '',
    `Posição atual do lead no fluxo: ${context.position === 0 ? 'nenhuma etapa enviada ainda' : `etapa ${context.position}`}.`,
    'Etapas do fluxo (posição: conteúdo):',
    ...context.steps.map((step) => `${step.position}: ${stepText(step)}`),
    'Objeções ativas (id: pergunta):',
    ...context.objections.map((objection) => `${objection.id}: ${objection.pergunta}`),
  ];
  return lines.filter((line, index) => line !== '' || lines[index - 1] !== '').join('\n');
}

function historyMessage(line: BrainHistoryLine): ChatMessage | null {
  if (line.author === 'lead') return { role: 'user', content: line.text };
  if (line.author === 'agente') return { role: 'assistant', content: line.text };
  // A human's message went out on the same number: the model sees it as said, marked so it is not imitated blindly.
  if (line.author === 'humano') return { role: 'assistant', content: `[atendente humano] ${line.text}` };
  return null;
}

/** System prompt, then the conversation so far, then the lead's messages of this turn as one user message. */
export function chatMessages(context: TurnContext): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(context) },
    ...context.history.flatMap((line) => historyMessage(line) ?? []),
    { role: 'user', content: context.leadMessages.join('\n') },
  ];
}
