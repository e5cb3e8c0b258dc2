import type { PlaygroundReason } from '@agente/api';
import type { AgentPlaygroundErrorCode } from '@agente/machines';
import type { AgentPlaygroundLabels } from '@agente/ui';

/** pt-BR texts of "Testar agente" (the chat with the account's own agent). */
export const TESTAR_AGENTE_COPY = {
  title: 'Testar agente',
  intro:
    'Converse com o seu agente como se fosse um cliente: ele segue o mesmo fluxo, objeções, mídias e ofertas. Nada daqui sai pelo WhatsApp, cria lead no Kanban ou conta no seu plano, mesmo com o agente desligado ou o número desconectado.',
  loading: 'Carregando...',
  loadError: 'Não foi possível carregar a conversa de teste.',
  /** Sending or restarting failed; a server's own message is shown instead when one came. */
  machineErrors: {
    actionFailed: 'Não foi possível falar com o agente. Tente novamente.',
  } satisfies Record<AgentPlaygroundErrorCode, string>,
  notReady:
    'Para testar, configure seu agente em "Meu Agente" e escolha um produto com fluxo em "Meus Produtos".',
  goToAgent: 'Ir para Meu Agente',
  modelLimit:
    'Sua conta chegou ao limite diário do modelo de linguagem. Até a meia-noite, o agente responde com as regras embutidas, aqui e com os seus clientes.',
  you: 'Você (cliente)',
  stepStart: (total: number) => `Início do fluxo (${total} ${total === 1 ? 'etapa' : 'etapas'})`,
  step: (position: number, total: number) => `Etapa ${position} de ${total}`,
  labels: {
    transcript: {
      title: 'Conversa de teste com o agente',
      empty: 'Escreva como se fosse um cliente para ver o que o agente responde.',
      newTabHint: '(abre em nova aba)',
      jumpToNewest: 'Ir para a mensagem mais recente',
      newerBelow: 'Nova mensagem',
    },
    composer: {
      field: 'Mensagem',
      placeholder: 'Escreva como um cliente...',
      send: 'Enviar',
      sending: 'Aguardando o agente...',
      hint: 'Enter envia; Shift + Enter quebra a linha.',
    },
    typing: 'Agente digitando...',
    paused: 'Agente pausado',
    reset: 'Reiniciar conversa',
    resetting: 'Reiniciando...',
  } satisfies AgentPlaygroundLabels,
  /** Why the agent answered the test lead's message as it did. */
  reason: (reason: PlaygroundReason): string => {
    const pause = reason.pausou ? ' Esta etapa pausa o agente: numa conversa real, um humano assume.' : '';
    // The agent's own explanation (what it understood, what answered) when the reply carries one.
    if (reason.explicacao && reason.decisao !== 'pausado') {
      const handover = reason.pausou ? ' O agente pausou: numa conversa real, um humano assume.' : '';
      return `Por quê: ${reason.explicacao}.${handover}`;
    }
    switch (reason.decisao) {
      case 'etapa':
        return `Por quê: enviou a etapa ${reason.etapa ?? '?'} do fluxo.${pause}`;
      case 'objecao':
        return reason.objecao
          ? `Por quê: respondeu à objeção "${reason.objecao.pergunta}" (a etapa não muda).`
          : 'Por quê: respondeu a uma objeção (a etapa não muda).';
      case 'pausa':
        return 'Por quê: o fluxo acabou, então o agente pausou e passaria a conversa a um humano.';
      case 'conversa':
        return 'Por quê: só conversou, sem mudar de etapa.';
      case 'pausado':
        return 'O agente não respondeu: a conversa está pausada. Reinicie para testar de novo.';
    }
  },
} as const;
