/** pt-BR texts of the affiliate page. */
export const AFILIADO_COPY = {
  title: 'Seja um Afiliado',
  intro: 'Indique o Agente para outros negócios e ganhe comissão por cada assinatura vendida com o seu link.',
  videoTitle: 'Como funciona o programa de afiliados',
  play: 'Assistir: Como funciona o programa de afiliados',
  howTo: 'Como participar',
  steps: [
    {
      title: 'Cadastre-se no programa',
      description: 'Faça o seu cadastro gratuito na plataforma de afiliados.',
    },
    {
      title: 'Divulgue o seu link',
      description: 'Use o material de apoio para apresentar o Agente ao seu público.',
    },
    {
      title: 'Receba as suas comissões',
      description: 'Cada venda feita pelo seu link gera comissão na plataforma.',
    },
  ],
  join: 'Quero ser afiliado',
  supportMaterial: 'Material de apoio',
  linksSoon: 'Os links de cadastro estarão disponíveis em breve.',
} as const;
