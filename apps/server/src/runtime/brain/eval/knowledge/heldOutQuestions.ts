/*
 * The held-out part of the knowledge eval: lead questions about the same sample store, written after the
 * thresholds and word lists were settled and never used to change them. Its figures are printed apart from the
 * tuning set's, so a change that only fits the tuning questions shows here as a drop. Adding a question is fine;
 * changing the search or the brain to pass one of these is not (move it to questions.ts first).
 */
import type { AnswerableQuestion } from './questions.ts';

export const HELD_OUT_ANSWERABLE: readonly AnswerableQuestion[] = [
  // FAQ
  ['oi, vcs tem alguma loja aberta ao publico?', 'faq', 'não temos loja física'],
  ['homem pode usar esse serum?', 'faq', 'unissex'],
  ['estou amamentando meu bebe, pode usar?', 'faq', 'amamentação'],
  ['meu filho tem 10 anos, pode passar?', 'faq', '12 anos'],
  ['ele é perfumado?', 'faq', 'amêndoas'],
  ['quantas gotas eu uso?', 'faq', '5 gotas'],
  ['depois de passar tem que lavar?', 'faq', 'leave-in'],
  ['quanto tempo depois da progressiva posso usar?', 'faq', '48 horas'],
  ['quero fazer tintura, atrapalha?', 'faq', 'tintura'],
  ['deixa o cabelo oleoso?', 'faq', 'não pesa na raiz'],
  ['dura quanto tempo depois de abrir?', 'faq', '24 meses'],
  ['tem que deixar na geladeira?', 'faq', 'geladeira'],
  ['sai com nota fiscal?', 'faq', 'nota fiscal eletrônica'],
  ['entregam nos estados unidos?', 'faq', 'só dentro do Brasil'],
  ['tem desconto pra revender?', 'faq', 'revenda@cabeloforte.com.br'],
  ['quero dar de presente, pode?', 'faq', 'é presente'],
  ['a caixa vem com o nome do produto?', 'faq', 'parda'],
  ['errei o endereco, consigo trocar?', 'faq', 'até o pedido ser despachado'],
  ['qual o instagram?', 'faq', '@cabeloforte.oficial'],
  ['tem teste dermatologico?', 'faq', 'dermatologicamente testado'],
  ['serve pra barba?', 'faq', '2 gotas'],
  ['funciona em cabelo crespo?', 'faq', 'todas as curvaturas'],
  ['posso usar se for na praia?', 'faq', 'água salgada'],
  ['tem plano de assinatura?', 'faq', 'assinatura'],
  ['uso quantas vezes na semana?', 'faq', 'uma vez por dia'],
  ['suja a fronha?', 'faq', 'não mancha'],
  ['uso minoxidil, posso usar os dois?', 'faq', 'minoxidil'],
  ['onde é fabricado?', 'faq', 'Curitiba'],
  // The store's policy (PDF)
  ['se eu nao gostar posso devolver?', 'documento', '30 dias corridos'],
  ['como faço pra trocar?', 'documento', 'trocas@cabeloforte.com.br'],
  ['em quantos dias vcs despacham?', 'documento', '2 dias úteis'],
  ['tem frete gratis pra minha cidade?', 'documento', 'acima de duas unidades'],
  ['e se chegar quebrado?', 'documento', 'fotografe a caixa'],
  ['vcs vendem meus dados?', 'documento', 'terceiros'],
  ['e se eu nao estiver em casa na entrega?', 'documento', 'três vezes'],
  ['quanto tempo demora o reembolso?', 'documento', '10 dias úteis'],
  // Sobre o negócio
  ['que horas vcs abrem no sabado?', 'sobre', 'sábados das 9h às 13h'],
  ['tem algum numero fixo pra ligar?', 'sobre', '(41) 3333-4444'],
  ['qual o cnpj da empresa?', 'sobre', '12.345.678/0001-90'],
  ['vende no mercado livre?', 'sobre', 'Mercado Livre'],
];

export const HELD_OUT_UNANSWERABLE: readonly string[] = [
  'tem versao em shampoo?',
  'vcs aceitam vale refeicao?',
  'posso usar em cavalo?',
  'vcs tem loja no shopping de goiania?',
  'o serum é vegano?',
  'tem cupom de primeira compra?',
  'posso usar depois de descolorir?',
  'vcs fazem kit para salao?',
  'tem versao de 100 ml?',
  'vcs tem whatsapp de suporte tecnico?',
  'o frasco tem conta gotas?',
  'vcs vendem secador?',
  'o serum tem gluten?',
  'posso usar com henna?',
  'vcs tem programa de afiliados?',
];
