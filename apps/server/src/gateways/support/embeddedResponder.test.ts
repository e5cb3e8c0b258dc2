import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedResponder, findTopic } from './embeddedResponder.ts';
import type { SupportRequest } from './responder.ts';

const request = (message: string): SupportRequest => ({
  message,
  user_id: 31,
  session_id: '31-1714000000000',
  user_name: 'Maria Souza',
  user_phone: '5511988887777',
  timestamp: '2026-05-01T12:00:00.000Z',
});

async function answer(message: string) {
  const log = { info: vi.fn() };
  const replies = await createEmbeddedResponder(log).reply(request(message));
  return { replies, text: replies.map((reply) => reply.resposta).join('\n'), log };
}

/** A customer's question → facts the answer must carry (the product's own figures and screen names). */
const QUESTIONS: readonly [string, readonly (string | RegExp)[]][] = [
  ['Quanto custa o plano Pro?', [/R\$ 147,00/, /R\$ 247,00/, /R\$ 397,00/, '600 leads']],
  ['quais são os planos e preços?', ['Basic', 'Advanced', '1.000 leads', 'Follow Up']],
  ['Qual o limite de leads por mês do Basic?', ['300']],
  ['Meu consumo esgotou, e agora?', ['CONSUMO ESGOTADO', 'conversas únicas']],
  ['Para que serve o comando #limpar?', ['#limpar', 'memória']],
  ['como pauso o agente para um lead só?', ['# —', '* —']],
  ['O que faz o * no whatsapp?', ['libera o agente']],
  ['Como conecto meu número pelo QR Code?', ['Conectar WhatsApp', 'Aparelhos conectados', '60 segundos']],
  ['não consigo escanear o qrcode', ['Conectar WhatsApp']],
  ['Como funciona o reembolso?', ['7 dias', '5 dias úteis', 'mesma forma de pagamento']],
  ['tem garantia?', ['7 dias']],
  ['Posso cancelar quando quiser? Tem multa?', ['sem multa', 'fim do período já pago']],
  ['Onde mudo o tom de voz do agente?', ['Meu Agente']],
  ['Onde configuro o fluxo de etapas?', ['Fluxo do Agente', '15 etapas', '4 mídias']],
  ['Como faço upload de um áudio?', ['.opus', '20 MB']],
  ['onde cadastro as ofertas com link de pagamento?', ['"Ofertas"']],
  ['como cadastrar objeções?', ['"Objeções"', '50']],
  ['Onde vejo o kanban dos leads?', ['Kanban', '"Leads"', 'Lead novo']],
  ['Como bloquear um número para o agente não responder?', ['Desativados']],
  ['Como funciona o follow up?', ['Follow Up', '72 horas']],
  ['Esqueci minha senha', ['Esqueci minha senha', 'Meus Dados']],
  ['Tem vídeos de treinamento?', ['Treinamento', 'Montando seu Fluxo']],
  ['Quero ser afiliado', ['Afilie-se']],
  ['Como desativar o agente?', ['Ativo / Pausado']],
  ['Quando vence meu plano?', ['Renovar plano agora']],
  ['Oi', ['Olá! Posso ajudar']],
  ['Bom dia!', ['Olá! Posso ajudar']],
  ['obrigado!', ['Por nada']],
];

describe('embedded support responder', () => {
  it.each(QUESTIONS)('answers "%s" from the product facts', async (question, facts) => {
    const { text, log, replies } = await answer(question);
    for (const fact of facts) {
      if (typeof fact === 'string') expect(text).toContain(fact);
      else expect(text).toMatch(fact);
    }
    expect(log.info).not.toHaveBeenCalled();
    expect(replies.some((reply) => reply.encaminhado_humano)).toBe(false);
  });

  it('hands unknown questions to human support, politely, and logs them', async () => {
    const { text, log, replies } = await answer('Vocês emitem nota fiscal para empresas do exterior?');
    expect(text).toContain('Vou encaminhar para o suporte humano');
    // Marked, so the panel offers to talk to a person.
    expect(replies.every((reply) => reply.encaminhado_humano === true)).toBe(true);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        user_id: 31,
        pergunta: 'Vocês emitem nota fiscal para empresas do exterior?',
      }),
      expect.any(String),
    );
  });

  it('prefers the specific topic over a greeting in the same message', () => {
    expect(findTopic('Oi, como faço para cancelar?')?.id).toBe('cancelamento');
    expect(findTopic('Olá')?.id).toBe('saudacao');
  });

  it('ignores case and accents', () => {
    expect(findTopic('OBJEÇÕES')?.id).toBe('objecoes');
    expect(findTopic('objecoes')?.id).toBe('objecoes');
  });

  it('splits long answers into 2–3 replies and keeps short ones whole, each tagged with user and session', async () => {
    const long = await answer('Quais são os planos?');
    expect(long.replies.length).toBeGreaterThanOrEqual(2);
    expect(long.replies.length).toBeLessThanOrEqual(3);
    const short = await answer('obrigado');
    expect(short.replies).toHaveLength(1);
    for (const reply of [...long.replies, ...short.replies]) {
      expect(reply).toMatchObject({ user_id: 31, session_id: '31-1714000000000' });
      expect(reply.resposta.trim()).not.toBe('');
    }
  });
});
