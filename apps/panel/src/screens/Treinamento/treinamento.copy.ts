import type { TrainingVideoId } from '@agente/rules';

/** pt-BR texts of the training page. */
export const TREINAMENTO_COPY = {
  title: 'Treinamento',
  intro: 'Aprenda a configurar o seu agente e tire o melhor dele com os vídeos abaixo.',
  lessonsTitle: 'Aulas rápidas',
  lessonsIntro: 'Vídeos curtos sobre cada parte da configuração.',
  empty: 'Nenhum vídeo disponível no momento.',
  share: 'Compartilhar',
  linkCopied: 'Link copiado!',
  play: (title: string) => `Assistir: ${title}`,
  /** Written on each lesson's poster: 'Aula 1 — Montando seu Fluxo'. */
  posterCaption: (number: number, title: string) => `Aula ${number} — ${title}`,
  videos: {
    buildingFlow: {
      title: 'Montando seu Fluxo',
      description: 'Passo a passo para criar as etapas da conversa que o agente conduz com cada lead.',
    },
    flowBestPractices: {
      title: 'Boas práticas no fluxo',
      description: 'Como escrever etapas claras que levam o lead até a compra.',
    },
    registeringMedia: {
      title: 'Cadastrando mídias',
      description: 'Envie imagens, vídeos, áudios e PDFs para o agente usar na conversa.',
    },
    agentCommands: {
      title: 'Comandos do agente',
      description: 'Use #limpar, # e * para treinar, pausar e liberar o agente.',
    },
    registeringLinks: {
      title: 'Cadastrando links',
      description: 'Cadastre ofertas com links de pagamento para o agente enviar.',
    },
  } satisfies Record<TrainingVideoId, { title: string; description: string }>,
} as const;
