import {
  formatBrl,
  REFUND_GUARANTEE_DAYS,
  REFUND_PROCESSING_BUSINESS_DAYS,
  SETUP_MAX_MINUTES,
} from '@agente/rules';
import { SECTION_IDS } from '../../app/sections.ts';

/** pt-BR texts of the landing page (/). Prices, quotas and guarantee terms come from @agente/rules' plans. */
export const HOME_COPY = {
  hero: {
    eyebrow: 'Agente de IA para WhatsApp',
    title: 'Seu agente de vendas e atendimento no WhatsApp, 24 horas por dia',
    subtitle: `Atenda, qualifique e venda para seus leads no automático. Configure em menos de ${SETUP_MAX_MINUTES} minutos, sem saber programar.`,
    primaryAction: 'Assinar Agora',
    secondaryAction: 'Ver como funciona',
    highlights: [
      `Ativação em menos de ${SETUP_MAX_MINUTES} minutos`,
      'Sem conhecimento em programação',
      `Garantia incondicional de ${REFUND_GUARANTEE_DAYS} dias`,
    ],
  },
  /**
   * The hero's picture of the product: the panel's conversations and, in front, an exchange in the words of the
   * demo account's flow (its agent Júlia and its Sérum offers), so what the visitor sees is what the demo does.
   */
  preview: {
    label: 'O painel do Agente e uma conversa atendida por ele no WhatsApp',
    panel: {
      title: 'Painel · Conversas',
      menu: ['Dashboard', 'Conversas', 'Leads', 'Meu Agente', 'Produtos', 'Follow Up'],
      activeItem: 'Conversas',
      conversations: [
        {
          name: 'Fernanda',
          preview: 'Quero o kit com 3 frascos!',
          time: '21:52',
          badge: { label: 'Aguardando você', tone: 'warning' },
        },
        {
          name: 'Roberto',
          preview: 'Serve pra cabelo com química?',
          time: '21:40',
          badge: { label: 'Agente atendendo', tone: 'success' },
        },
        {
          name: 'Patrícia',
          preview: 'Chegou certinho, obrigada!',
          time: '20:15',
          badge: { label: 'Pausado', tone: 'neutral' },
        },
        { name: 'Lucas', preview: 'Qual o prazo de entrega?', time: '19:58' },
      ],
    },
    chat: {
      title: 'Júlia · Sérum Capilar Fortalecedor',
      agentName: 'Agente',
      leadName: 'Cliente',
      messages: [
        { from: 'lead', text: 'Oi! Meu cabelo tá caindo muito 😩', time: '21:47' },
        {
          from: 'agent',
          text: 'O Sérum age direto na raiz: fortalece o fio e reduz a queda já nas primeiras semanas.',
          time: '21:47',
        },
        {
          from: 'agent',
          text: 'Hoje temos 1 frasco por R$ 97,00 ou o kit com 3 frascos, o tratamento completo de 90 dias, por R$ 247,00.',
          time: '21:48',
        },
        { from: 'lead', text: 'Quero o kit com 3 frascos!', time: '21:52' },
      ],
    },
  },
  demo: {
    videoTitle: 'Vídeo de demonstração do Agente de Vendas',
    play: 'Assistir ao vídeo de demonstração',
  },
  features: {
    title: 'Funcionalidades',
    subtitle: 'Tudo o que seu negócio precisa para não perder nenhuma venda no WhatsApp.',
    newTag: 'Novo',
    items: [
      {
        title: 'Atendimento 24/7',
        icon: 'clock',
        description: 'Responde leads e clientes a qualquer hora, mesmo com o seu celular desligado.',
      },
      {
        title: 'Áudio, imagens, vídeos e arquivos',
        icon: 'media',
        description: 'Envia e recebe áudios com forma de onda, fotos, vídeos e PDFs como uma pessoa faria.',
      },
      {
        title: 'Sem programação',
        icon: 'sliders',
        description: 'Você configura perguntas, respostas, tom de voz e objetivo em um painel simples.',
      },
      {
        title: 'Inteligência progressiva',
        icon: 'growth',
        description: 'O agente aprende com o seu fluxo, ofertas e objeções e melhora a cada conversa.',
      },
      {
        title: 'Qualificação e vendas',
        icon: 'target',
        description: 'Qualifica leads, apresenta ofertas com link de pagamento e contorna objeções.',
      },
      {
        title: 'Follow Up',
        icon: 'repeat',
        description: 'Retoma automaticamente as conversas que pararam, no tempo que você definir.',
        isNew: true,
      },
      {
        title: 'Painel responsivo',
        icon: 'devices',
        description: 'Acompanhe leads, etiquetas e consumo pelo computador ou pelo celular.',
      },
      {
        title: 'Suporte individual',
        icon: 'support',
        description: 'Nossa equipe ajuda você a montar o fluxo e tirar o máximo do seu agente.',
      },
    ],
  },
  howItWorks: {
    title: 'Como funciona',
    subtitle: `Do cadastro ao primeiro atendimento em menos de ${SETUP_MAX_MINUTES} minutos.`,
    steps: [
      { title: 'Crie', description: 'Assine um plano e acesse o painel com o e-mail da compra.' },
      {
        title: 'Personalize',
        description: 'Cadastre seus produtos, ofertas e o fluxo da conversa, e escolha o tom de voz.',
      },
      { title: 'Conecte', description: 'Escaneie o QR Code com o WhatsApp do número que vai atender.' },
      { title: 'Pronto', description: 'Seu agente já está atendendo, qualificando e vendendo por você.' },
    ],
  },
  testimonials: {
    title: 'Depoimentos',
    subtitle: 'Quem usa conta como o agente mudou o atendimento.',
    /** Before any testimonial is configured the section shows the agent at work instead. */
    subtitleWithoutTestimonials:
      'Veja como o agente conduz uma conversa no WhatsApp, do primeiro oi à venda.',
    play: (index: number) => `Reproduzir depoimento ${index}`,
    videoLabel: (index: number) => `Depoimento ${index}`,
    chat: {
      title: 'Exemplo de conversa',
      agentName: 'Agente',
      leadName: 'Cliente',
      messages: [
        { from: 'lead', text: 'Oi! Vi o anúncio do kit. Ainda tem?', time: '21:47' },
        {
          from: 'agent',
          text: 'Olá! Tem sim! O kit completo sai por R$ 197 com frete grátis hoje. Quer que eu te mande as fotos?',
          time: '21:47',
        },
        { from: 'lead', text: 'Quero! Dá pra parcelar?', time: '21:48' },
        {
          from: 'agent',
          text: 'Dá sim, em até 12x no cartão. Aqui está o link seguro para finalizar: pagamento.exemplo.com/kit',
          time: '21:48',
        },
        { from: 'lead', text: 'Comprei! Obrigada!', time: '21:52' },
      ],
    },
  },
  plans: {
    title: 'Planos',
    subtitle: 'Todos os planos incluem todas as funcionalidades. Escolha pelo volume de leads.',
    bestSeller: 'Mais vendido',
    previousPrice: 'De',
    currentPrice: 'por',
    perMonth: '/mês',
    price: (value: number) => formatBrl(value, 'no-break'),
    leads: (count: string) => `${count} leads por mês`,
    inclusionsTitle: 'Inclui',
    sharedInclusionsTitle: 'Todos os planos incluem',
    newTag: 'Novo',
    choose: (planName: string) => `Quero o plano ${planName}`,
    guarantee: `Garantia incondicional de ${REFUND_GUARANTEE_DAYS} dias: se não gostar, devolvemos seu dinheiro em até ${REFUND_PROCESSING_BUSINESS_DAYS} dias úteis.`,
  },
  walkthrough: {
    title: 'Ativação passo a passo',
    subtitle: 'Veja como é rápido deixar o agente pronto para atender.',
    videoLabel: 'Vídeo da ativação do agente',
    pause: 'Pausar o vídeo da ativação',
    play: 'Assistir ao vídeo da ativação',
    action: 'Quero meu agente agora',
  },
  faq: {
    title: 'Perguntas frequentes',
    items: [
      {
        question: 'Quanto tempo leva para ativar o agente?',
        answer: `Menos de ${SETUP_MAX_MINUTES} minutos: você cadastra seu produto, personaliza o agente e escaneia o QR Code do WhatsApp.`,
      },
      {
        question: 'Preciso saber programar?',
        answer: 'Não. Tudo é configurado no painel, com campos simples de preencher.',
      },
      {
        question: 'O agente funciona com o celular desligado?',
        answer:
          'Sim. O atendimento acontece 24 horas por dia, 7 dias por semana, mesmo com o aparelho desligado.',
      },
      {
        question: 'O agente envia áudios, imagens e arquivos?',
        answer: 'Sim. Ele envia e recebe áudios, imagens, vídeos e arquivos cadastrados no seu fluxo.',
      },
      {
        question: 'E se eu não gostar?',
        answer: `Você tem garantia incondicional de ${REFUND_GUARANTEE_DAYS} dias. O reembolso é feito em até ${REFUND_PROCESSING_BUSINESS_DAYS} dias úteis, na mesma forma de pagamento.`,
      },
      {
        question: 'Posso cancelar quando quiser?',
        answer:
          'Sim, a qualquer momento e sem multa, pelo painel. O acesso continua até o fim do período já pago.',
      },
      {
        question: 'Como recebo meu acesso?',
        answer:
          'Logo após a compra enviamos ao e-mail usado no pagamento o link do painel e uma senha provisória, que você troca no primeiro acesso.',
      },
      {
        question: 'Terei suporte?',
        answer: 'Sim. Todos os planos incluem suporte individual e acesso às sessões ao vivo.',
      },
    ],
  },
} as const;

export const HOME_NAV = [
  { label: 'Funcionalidades', href: `/#${SECTION_IDS.features}` },
  { label: 'Como funciona', href: `/#${SECTION_IDS.howItWorks}` },
  { label: 'Depoimentos', href: `/#${SECTION_IDS.testimonials}` },
  { label: 'Planos', href: `/#${SECTION_IDS.plans}` },
  { label: 'Dúvidas', href: `/#${SECTION_IDS.faq}` },
] as const;
