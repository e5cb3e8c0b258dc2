import { matchesAny, type Utterance } from './normalize.ts';

const OWN_ORDER =
  '(?:meu|minha|meus|minhas|o|a) (?:pedido|pedidos|produto|encomenda|compra|kit|frasco|acesso|entrega|dinheiro|reembolso|estorno|rastreio|codigo|curso|login|senha)';

/**
 * After the sale, something went wrong: it did not arrive, it came broken, the lead wants to return it or get
 * the money back. A person handles these.
 */
const COMPLAINT_RULES: readonly RegExp[] = [
  /\b(?:ainda )?nao (?:chegou|chegaram|recebi|recebemos|veio|vieram|entregaram|enviaram|mandaram|liberaram|liberou|consigo acessar|consegui acessar|tenho acesso|funcionou|funciona mais|fez efeito|fez nada)\b(?! (?:o |a )?links?\b)/,
  new RegExp(`\\bcade (?:o |a )?${OWN_ORDER}\\b`),
  /\b(?:meu|meus|minha|minhas) (?:pedido|pedidos|encomenda|compra|entrega|acesso|produto|reembolso|estorno|rastreio) (?:nao|ainda|esta|ta|atras|sumiu|extraviou|parado|parada|veio|chegou)/,
  /\b(?:status|situacao|andamento|rastreio|rastreamento|codigo de rastreio) d[oa] (?:meu|minha) /,
  /\b(?:atrasou|atrasado|atrasada|extraviado|extraviada|extraviou)\b/,
  /\b(?:quero|queria|preciso|gostaria de|vou|exijo|solicito|solicitar|pedir|pedi) (?:(?:o|a|fazer|uma|meu|minha|de) )*(?:devolver|devolucao|trocar o produto|estornar|estorno|reembolso|cancelar (?:a |o |minha |meu )?(?:compra|pedido|assinatura|matricula|inscricao)|cancelamento da compra)\b/,
  /\b(?:quero|queria|preciso|devolve|devolvam|devolva|cade) (?:o |meu )?dinheiro de volta\b/,
  /\bmeu dinheiro\b/,
  /\b(?:veio|chegou|esta|ta|produto|frasco|veio com|chegou com) (?:com )?(?:defeito|quebrad[oa]|errad[oa]|vazando|vazio|vazia|aberto|aberta|violad[oa]|faltando|amassad[oa]|diferente)\b/,
  /\b(?:fui enganad[oa]|me enganaram|enganacao|procon|reclamacao|quero reclamar|vou reclamar|pessimo atendimento|que absurdo|um absurdo|me roubaram|roubo)\b/,
  /\b(?:vou|irei|vo) (?:abrir|fazer|colocar|por|postar) (?:uma )?(?:reclamacao|no reclame aqui|denuncia)\b/,
  /\b(?:ja )?(?:comprei|paguei|assinei|me inscrevi|fiz (?:a|o|minha|meu) (?:compra|pedido|pagamento|inscricao))\b/,
  /\brecebi (?:e|mas) /,
  /\bme arrependi\b/,
  /\b(?:processar|processo|advogado|advogada|justica|pequenas causas)\b/,
  /\bnada d[oa] (?:meu |minha )?(?:pedido|produto|encomenda|entrega|acesso|reembolso|estorno|rastreio)\b/,
  /\bnao (?:abre|abriu|carrega|carregou|entra)\b/,
  /\b(?:senha|login|acesso|plataforma|app|aplicativo|area de membros|aulas?|videos?)\b[a-z ]{0,30}\bnao (?:funciona|abre|carrega|entra)\b/,
  /\bnao (?:consigo|consegui|to conseguindo|estou conseguindo) (?:entrar|acessar|logar|abrir|assistir|baixar|ver as aulas)\b/,
];

export function complains(utterance: Utterance): boolean {
  return matchesAny(utterance, COMPLAINT_RULES);
}
