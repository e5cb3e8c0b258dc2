import { describe, expect, it } from 'vitest';
import { playgroundItems, stepLabel } from './playgroundItems.ts';

const message = (id: number, autor: 'lead' | 'agente', texto: string) => ({
  id,
  autor,
  tipo: 'texto' as const,
  texto,
  midia: null,
  transcricao: null,
  entrega: null,
  explicacao: null,
  data_hora: '2025-06-18T13:02:00.000Z',
});

describe('playgroundItems', () => {
  it('puts each reason after the whole reply, before the seller’s next message', () => {
    const items = playgroundItems({
      mensagens: [
        message(1, 'lead', 'oi'),
        message(2, 'agente', 'Etapa 1'),
        message(3, 'agente', 'mais'),
        message(4, 'lead', 'alô?'),
      ],
      motivos: [
        { mensagem_id: 1, decisao: 'etapa', etapa: 1, objecao: null, pausou: true },
        { mensagem_id: 4, decisao: 'pausado', etapa: null, objecao: null, pausou: false },
      ],
    });
    expect(
      items.map((item) => (item.kind === 'message' ? item.text : item.kind === 'turn' ? item.text : 'dia')),
    ).toEqual([
      'dia',
      'oi',
      'Etapa 1',
      'mais',
      'Por quê: enviou a etapa 1 do fluxo. Esta etapa pausa o agente: numa conversa real, um humano assume.',
      'alô?',
      'O agente não respondeu: a conversa está pausada. Reinicie para testar de novo.',
    ]);
  });

  it("shows the agent's own explanation of what it understood and what answered", () => {
    const items = playgroundItems({
      mensagens: [message(1, 'lead', 'quanto custa?'), message(2, 'agente', 'R$ 97,00')],
      motivos: [
        {
          mensagem_id: 1,
          decisao: 'conversa',
          etapa: null,
          objecao: null,
          pausou: false,
          explicacao: 'preço → ofertas 1 frasco',
        },
      ],
    });
    expect(items.at(-1)).toMatchObject({ kind: 'turn', text: 'Por quê: preço → ofertas 1 frasco.' });
  });

  it('names where the agent is in the flow', () => {
    expect(stepLabel({ etapa: 0, total_etapas: 1 })).toBe('Início do fluxo (1 etapa)');
    expect(stepLabel({ etapa: 3, total_etapas: 5 })).toBe('Etapa 3 de 5');
  });
});
