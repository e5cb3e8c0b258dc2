import {
  FLOW_MAX_MEDIA_PER_STEP,
  FLOW_MAX_STEPS,
  PLAN_INCLUSIONS,
  PLANS,
  REFUND_GUARANTEE_DAYS,
  REFUND_PROCESSING_BUSINESS_DAYS,
} from '@agente/api';
import { MEDIA_MAX_BYTES, OBJECTIONS_MAX_PER_PRODUCT, QR_CODE_VALID_SECONDS } from '../constants.ts';
import { formatBrl } from '../money.ts';

/**
 * The embedded support responder's knowledge: the product's own facts (docs/), one topic per question a
 * customer asks, each answered in pt-BR paragraphs. Figures come from constants.ts so that a price or a limit
 * changes in one place. Patterns run on lower-case text without accents (see normalizeQuestion).
 */
export interface Topic {
  readonly id: string;
  /** Each matching pattern adds its weight (default 1); the topic with the highest score answers. */
  readonly patterns: readonly (RegExp | readonly [RegExp, number])[];
  /** Paragraphs; long answers are sent as 2–3 chat replies. */
  readonly answer: readonly string[];
  /** Answers only when no other topic matched (greetings, thanks). */
  readonly onlyAlone?: boolean;
}

const brl = formatBrl;
const count = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
const megabytes = Math.round(MEDIA_MAX_BYTES / (1_024 * 1_024));

const planLines = PLANS.map(
  (plan) =>
    `• ${plan.name}: ${brl(plan.priceBrl)} por mês (de ${brl(plan.previousPriceBrl)}), até ${count(plan.leadsPerMonth)} leads por mês`,
).join('\n');

export const TOPICS: readonly Topic[] = [
  {
    id: 'comandos',
    patterns: [
      [/#limpar/, 3],
      [/(^|\s)#(\s|$|\?)/, 2],
      [/(^|\s)\*(\s|$|\?)/, 2],
      [/comando/, 2],
      /asterisco/,
      /cerquilha|hashtag|jogo da velha/,
      /limpar (a )?memoria|memoria do agente/,
      [/paus\w* .*\blead|\blead.* paus|libera\w* .*\blead/, 3],
    ],
    answer: [
      'Os comandos do agente no WhatsApp são três:',
      '• #limpar — apaga a memória do agente durante o treinamento, para você testar de novo do zero.\n• # — enviado na conversa de um lead, pausa o agente só para aquele lead (você assume o atendimento).\n• * — enviado na mesma conversa, libera o agente de novo para aquele lead.',
      'Esses comandos também aparecem no cartão de ajuda do Dashboard.',
    ],
  },
  {
    id: 'conexao',
    patterns: [
      [/qr ?code|\bqr\b/, 2],
      [/conect|conex/, 2],
      /escane|ler o codigo|leitura/,
      /parear|vincular|aparelhos conectados/,
      /numero do (whats|zap)|meu numero/,
    ],
    answer: [
      'Para conectar seu número: no menu, clique em "Conectar Whatsapp", confira o número no formato 55 + DDD + número (ex.: 5511988887777) e clique para gerar o QR Code.',
      `No celular, abra o WhatsApp > Aparelhos conectados > Conectar um aparelho e escaneie o código. O QR Code vale ${QR_CODE_VALID_SECONDS} segundos; a página confere a conexão sozinha e mostra "Dispositivo conectado com sucesso!" quando terminar.`,
      'Para trocar de número ou desconectar, use o botão "Desconectar Agente" na mesma página. O indicador no menu lateral mostra se o número está conectado.',
    ],
  },
  {
    id: 'reembolso',
    patterns: [[/reembols|devolu|estorn/, 2], [/garantia/, 2], /dinheiro de volta|arrependi/],
    answer: [
      `Você tem garantia incondicional de ${REFUND_GUARANTEE_DAYS} dias: se não gostar, pedimos o reembolso sem perguntas.`,
      `O valor volta em até ${REFUND_PROCESSING_BUSINESS_DAYS} dias úteis, na mesma forma de pagamento usada na compra.`,
    ],
  },
  {
    id: 'cancelamento',
    patterns: [[/cancel/, 3], /multa|fidelidade|encerrar (a )?assinatura|parar de pagar/],
    answer: [
      'Você pode cancelar a qualquer momento, sem multa e sem fidelidade, pelo próprio painel.',
      `O acesso continua até o fim do período já pago. Se ainda estiver dentro dos ${REFUND_GUARANTEE_DAYS} dias da compra, a garantia devolve o valor em até ${REFUND_PROCESSING_BUSINESS_DAYS} dias úteis.`,
    ],
  },
  {
    id: 'planos',
    patterns: [
      [/plano|planos/, 2],
      [/preco|valor|quanto custa|custa|mensalidade|pagar por mes/, 2],
      /\bbasic\b|\bpro\b|\badvanced\b/,
      /assinar|assinatura|upgrade|mudar de plano|trocar de plano/,
    ],
    answer: [
      `Temos três planos mensais:\n${planLines}`,
      `Todos os planos incluem:\n${PLAN_INCLUSIONS.map((inclusion) => `• ${inclusion.label}`).join('\n')}`,
      'Para mudar de plano, use o bloco de upgrade no Dashboard (ele aparece quando o consumo esgota ou o plano expira).',
    ],
  },
  {
    id: 'consumo',
    patterns: [
      [/consumo|esgot|cota/, 2],
      [/conversas unicas|conversas do plano|mensagens trocadas|contador/, 2],
      /limite de (leads|conversas)|quantos leads/,
      [/expir|venc|renov/, 3],
    ],
    answer: [
      'No Dashboard você vê três contadores: conversas únicas (leads diferentes que falaram com o agente), mensagens trocadas e as conversas do seu plano.',
      `As cotas por mês são ${PLANS.map((plan) => `${count(plan.leadsPerMonth)} leads no ${plan.name}`).join(', ')}. Quando as conversas únicas chegam à cota, aparece o aviso "CONSUMO ESGOTADO" com as opções de upgrade.`,
      'A data de expiração do plano fica no topo do Dashboard; depois dela aparece o bloco "Renovar plano agora".',
    ],
  },
  {
    id: 'agente',
    patterns: [
      [/meu agente/, 3],
      [/tom de voz|objetivo|personalidade|nunca fazer|mensagem de pausa|nome do agente|idade do agente/, 2],
      /configurar (o )?agente|criar (o )?agente|cadastrar (o )?agente/,
    ],
    answer: [
      'As configurações do agente ficam em "Meu Agente", no menu: nome, sexo, idade, tom de voz, objetivo, o produto principal, o que ele nunca deve fazer, o telefone de treinamento e a mensagem de pausa.',
      'Antes, cadastre pelo menos um produto em "Meus Produtos" — o formulário do agente pede um produto.',
    ],
  },
  {
    id: 'pausar-agente',
    patterns: [
      [/(pausar|desativar|desligar|ativar|ligar|parar) (o |meu )?agente/, 3],
      /agente pausado|agente ativo/,
    ],
    answer: [
      'Para pausar ou ativar o agente para todos os contatos, use a chave "Ativo / Pausado" no menu lateral do painel. Para pausar só um lead, envie # na conversa dele (e * para liberar).',
    ],
  },
  {
    id: 'fluxo',
    patterns: [[/fluxo/, 3], [/etapa/, 2], /passo a passo do agente|roteiro/],
    answer: [
      'O fluxo fica em "Meus Produtos" > abra o produto > "Fluxo do Agente". Lá você adiciona, edita, move e exclui as etapas da conversa.',
      `Cada etapa pode ter até ${FLOW_MAX_MEDIA_PER_STEP} mídias, ofertas, uma pausa do agente e o texto; o fluxo tem no máximo ${FLOW_MAX_STEPS} etapas.`,
    ],
  },
  {
    id: 'midias',
    patterns: [
      [/midia|upload|enviar (um )?arquivo/, 3],
      /imagem|foto|audio|\bpdf\b|formato|arquivo|\bmp3\b|\bmp4\b/,
    ],
    answer: [
      'As mídias ficam na página "Fluxo do Agente" de cada produto, na seção de mídias: escolha o arquivo, dê um título e selecione o produto.',
      `Formatos aceitos: .mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg e .pdf, com até ${megabytes} MB por arquivo. Depois é só adicionar a mídia a uma etapa pelo botão de mídia.`,
    ],
  },
  {
    id: 'ofertas',
    patterns: [[/oferta/, 3], /link de pagamento|link de compra|checkout/],
    answer: [
      'As ofertas ficam em "Meus Produtos" > abra o produto > "Ofertas": informe o preço e o link de pagamento. Depois adicione a oferta a uma etapa do fluxo pelo botão de oferta.',
    ],
  },
  {
    id: 'objecoes',
    patterns: [[/objec/, 3], /duvidas? (frequentes|dos clientes)|respostas? prontas?/],
    answer: [
      `As objeções ficam em "Meus Produtos" > abra o produto > "Objeções": pergunta, resposta e status (Ativa/Inativa), até ${OBJECTIONS_MAX_PER_PRODUCT} por produto.`,
    ],
  },
  {
    id: 'kanban',
    patterns: [[/kanban/, 3], [/etiqueta/, 2], /\bleads?\b|funil/],
    answer: [
      'O Kanban de leads fica em "Meus Produtos" > abra o produto > "Kanban". Os leads aparecem em colunas pela última etapa do fluxo, com filtro de período (Hoje, Últimos 7 dias, Últimos 14 dias, Mês atual e Mês anterior).',
      'Em cada cartão você muda a etiqueta (LEAD NOVO, COMPRA EFETUADA, RETORNAR CONTATO, CANCELADO) e pode abrir a conversa em "ENTRAR EM CONTATO".',
    ],
  },
  {
    id: 'desativados',
    patterns: [[/desativad|bloque/, 3], /nao (responder|atender)|ignorar (um )?numero/],
    answer: [
      'Para o agente não responder um número, cadastre-o em "Desativados", no menu: nome e telefone. Mensagens desses números não entram nos leads nem nos contadores.',
    ],
  },
  {
    id: 'follow-up',
    patterns: [[/follow ?up/, 3], /acompanhamento|lembrete|mensagem automatica|recuperar (o )?lead/],
    answer: [
      'As mensagens de Follow Up ficam em "Follow Up", no menu: escreva a mensagem (até 300 caracteres), escolha depois de quanto tempo ela vai (1, 3, 6, 12, 24, 48 ou 72 horas) e deixe ativa ou inativa.',
    ],
  },
  {
    id: 'dados-e-senha',
    patterns: [[/senha/, 3], /meus dados|perfil|trocar (o |meu )?e-?mail|alterar (o |meu )?e-?mail/],
    answer: [
      'Seus dados ficam em "Meus Dados": clique em Editar para mudar nome e e-mail. Para trocar a senha, informe a senha atual, a nova e a confirmação (mínimo de 6 caracteres).',
      'Esqueceu a senha? Na tela de login, clique em "Esqueci minha senha" e enviamos um link por e-mail. O telefone é trocado na página "Conectar Whatsapp".',
    ],
  },
  {
    id: 'treinamento',
    patterns: [[/treinamento|tutoria|aula|video(s)? de (ajuda|treino)|como usar o painel/, 3]],
    answer: [
      'Os vídeos de treinamento ficam em "Treinamento", no menu: "Montando seu Fluxo", boas práticas no fluxo, cadastro de mídias, comandos do agente e cadastro de links.',
    ],
  },
  {
    id: 'afiliado',
    patterns: [[/afiliad|comiss|indicar|indicacao/, 3]],
    answer: [
      'O programa de afiliados está em "Afilie-se", no menu: lá tem um vídeo explicativo, o material de apoio e o link para entrar no programa.',
    ],
  },
  {
    id: 'saudacao',
    onlyAlone: true,
    patterns: [/^(oi+|ola|bom dia|boa tarde|boa noite|e ai|opa|hey|hello)\b/],
    answer: [
      'Olá! Posso ajudar com planos e preços, conexão do WhatsApp pelo QR Code, configuração do agente, fluxo, mídias, ofertas, objeções, Kanban, Follow Up, reembolso e cancelamento. O que você precisa?',
    ],
  },
  {
    id: 'agradecimento',
    onlyAlone: true,
    patterns: [/obrigad|valeu|agradeco|muito bom|perfeito/],
    answer: ['Por nada! Se precisar de mais alguma coisa, é só chamar por aqui.'],
  },
];

export const FALLBACK_ANSWER = [
  'Não encontrei essa resposta aqui. Vou encaminhar para o suporte humano, e a equipe responde você assim que possível.',
  'Se for urgente, use o link de WhatsApp do bloco de suporte no Dashboard.',
] as const;
