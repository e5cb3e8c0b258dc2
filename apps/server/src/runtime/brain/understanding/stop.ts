import { matchesAny, type Utterance } from './normalize.ts';

const STOP_WORD =
  '(?:para|pare|parem|parar|pode parar|podem parar|chega|basta|stop|sai|saia|vaza|some|suma|cancela|cancelar|sair)';
const INTENSIFIER =
  '(?:ja|agora|por favor|pelo amor de deus|pelo amor|meu deus|deus|porra|caralho|cacete|droga|mano|cara|moco|moca|daqui|fora|com isso|ok|viu|serio|ne|ai|raiva|nao|eu disse|ja falei|por gentileza)';
const SEND =
  '(?:mandar|manda|mande|mandem|enviar|envia|envie|enviem|escrever|escreva|escreve|falar|fala|chamar|chame|chama|ligar|ligue|liga|encher|insistir|perturbar|perturbe|incomodar|incomode|importunar|mandando|enviando|spam)';

/**
 * Stop, not interested, leave me alone. Missing one costs the account its number and an LGPD complaint, so
 * the rules are wide: the bare word (shouted or not) with any intensifier, "para de mandar", "não quero mais",
 * "me tira da lista", "sem interesse", a threat to block or report.
 */
const STOP_RULES: readonly RegExp[] = [
  new RegExp(`^(?:(?:ei|e|ah|oh|ja|agora|por favor|raiva|nao) )*${STOP_WORD}(?: ${INTENSIFIER})*$`),
  // "para de mandar", never "pra falar com alguém" (the preposition, spelled "para" once expanded).
  new RegExp(`\\b(?:para|pare|parem|parar|pode parar|chega|cansei) (?:de|com) (?:me |ficar )?${SEND}\\b`),
  /\b(?:falei|disse|pedi|mandei|ja falei|ja disse|ja pedi) (?:para|que|pro) (?:voce |voces )?(?:parar|para|pare|parem|sair)\b/,
  /\bpara (?:pelo amor|por favor|com isso|com essas? mensage)/,
  new RegExp(`\\bnao (?:me )?${SEND} (?:mais|nada|mensage)`),
  new RegExp(`\\bnunca mais (?:me )?${SEND}\\b`),
  /\bnao quero mais\b(?! (?:esperar|pensar|so|apenas|um|uma)\b)/,
  /\bnao quero (?:receber|saber|nada|comprar|mensage|isso)\b/,
  /^nao(?: obrigad[oa]| valeu| quero| mesmo| por favor| ok)+$/,
  /\b(?:nao|sem) (?:tenho |tem |estou |to |tou |ando |fiquei )?(?:mais )?interess/,
  /\bnao (?:me )?interessa\b/,
  /\bperdi (?:o )?interesse\b/,
  /\b(?:me |nos )?(?:deixa|deixe|deixem|deixar) (?:eu |me )?(?:em paz|quiet[oa])\b/,
  /\bme (?:esquece|esqueca|erra)\b/,
  /\b(?:tira|tire|tirem|remove|remova|removam|remover|exclui|exclua|excluir|apaga|apague|retira|retire)(?: (?:o )?(?:meu|esse|este) (?:numero|contato|telefone|nome))? (?:da|dessa|desta|de sua|da sua|das) (?:lista|listas)\b/,
  /\b(?:tira|tire|remove|remova|remover|exclui|exclua|excluir|apaga|apague) (?:o )?meu (?:numero|contato|telefone)\b/,
  /\bdescadastr/,
  /\b(?:vou|vo|irei) (?:te |lhe |vos |voces )?(?:bloquear|denunciar|reportar)\b/,
  /\b(?:e|isso e|que) spam\b/,
  /\bchega de (?:mensage|spam|propaganda)/,
  /\bsai (?:fora|daqui|do meu)\b/,
  /\bsome daqui\b/,
  /\bnao (?:me )?(?:procure|procura|contate|contata|perturbe|perturba|incomode|incomoda)\b/,
];

export function asksToStop(utterance: Utterance): boolean {
  return matchesAny(utterance, STOP_RULES);
}
