import { formatBrl } from '@agente/rules';

/** pt-BR texts of the dashboard (rules: docs/panel-screens.md#dashboard). */
export const DASHBOARD_COPY = {
  greeting: (name: string) => `Olá, ${name}!`,
  prompt: 'Escolha uma opção no menu para configurar e acompanhar o seu agente.',
  support: {
    title: 'Precisa de ajuda?',
    chat: 'Falar com o suporte',
    noticesGroup: 'Grupo de avisos',
  },
  firstSteps: {
    labels: {
      title: 'Primeiros passos',
      intro: 'Siga estes passos para o seu agente começar a vender no WhatsApp.',
      completed: 'Tudo pronto! O seu agente já está atendendo os seus leads.',
      progress: 'Progresso da ativação',
      progressValue: (done: number, total: number) => `${done} de ${total} concluídos`,
      done: 'concluído',
      pending: 'pendente',
      show: 'Ver os passos',
      hide: 'Ocultar os passos',
    },
    steps: {
      agente: {
        title: 'Configure o seu agente',
        description: 'Nome, tom de voz, objetivo e o produto que ele vende.',
      },
      produto: {
        title: 'Cadastre um produto',
        description: 'O que o agente vai oferecer, com as ofertas e os links de pagamento.',
      },
      fluxo: {
        title: 'Monte o fluxo de conversa',
        description: 'As mensagens do agente, etapa por etapa, com fotos e vídeos.',
      },
      whatsapp: {
        title: 'Conecte o WhatsApp',
        description: 'Leia o QR Code com o celular do número que vai atender.',
      },
      teste: {
        title: 'Faça um teste',
        description: 'Mande uma mensagem de outro celular para o número conectado e veja o agente responder.',
      },
    },
  },
  counters: {
    title: 'Estatísticas',
    conversasUnicas: 'Conversas únicas',
    mensagensTrocadas: 'Mensagens trocadas',
    conversasPlano: 'Conversas do plano',
    seeLeads: 'Ver leads por etapa',
  },
  plan: {
    expired: (date: string) => `Seu plano expirou no dia: ${date}`,
    expiring: (date: string) => `Seu plano expira em: ${date}`,
    renewTitle: 'Renovar plano agora',
    renewIntro: 'Escolha um plano para reativar o seu agente.',
    upgradeTitle: 'Faça o upgrade do seu plano',
    upgradeIntro: 'Escolha um plano com mais conversas para o seu agente continuar atendendo.',
    cards: {
      bestSeller: 'Mais vendido',
      previousPrice: 'De',
      currentPrice: 'por',
      perMonth: '/mês',
      price: (value: number) => formatBrl(value, 'no-break'),
      leads: (count: string) => `${count} leads por mês`,
      newTag: 'Novo',
      choose: (planName: string) => `Quero o plano ${planName}`,
    },
  },
  exhausted: 'CONSUMO ESGOTADO, REALIZE O UPGRADE ESCOLHENDO UMA OPÇÃO ABAIXO.',
  usage: {
    title: 'Consumo do plano',
    loading: 'Carregando consumo',
    used: {
      title: 'Conversas utilizadas',
      description: 'Conversas únicas já usadas da cota mensal do plano.',
    },
    remaining: {
      title: 'Conversas disponíveis',
      description: 'Conversas que ainda cabem no plano neste ciclo.',
    },
    days: {
      title: 'Dias restantes do plano',
      description: (date: string) => `O ciclo atual termina em ${date}.`,
      noDates: 'O plano ainda não tem período definido.',
      figure: (days: number) => (days === 1 ? '1 dia' : `${days} dias`),
    },
    of: (value: string, max: string) => `${value} de ${max}`,
    noQuota: 'Sem cota definida',
    none: '—',
  },
  help: {
    title: 'Comandos do agente no WhatsApp',
    intro: 'Envie estes comandos pelo WhatsApp para controlar o agente:',
    commands: [
      { command: '#limpar', description: 'Limpa a memória do agente durante o treinamento.' },
      { command: '#', description: 'Enviado na conversa com um lead, pausa o agente para esse lead.' },
      { command: '*', description: 'Enviado na mesma conversa, libera o agente novamente para o lead.' },
    ],
  },
  video: {
    title: 'Apresentação do agente',
    playLabel: 'Assistir ao vídeo de apresentação',
  },
  errors: {
    load: 'Erro ao carregar estatísticas',
  },
} as const;
