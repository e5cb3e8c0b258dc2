import { matchesAny, type Utterance } from './normalize.ts';

const SOMEONE =
  '(?:humano|humana|pessoa|pessoa real|pessoa de verdade|gente de verdade|atendente|vendedor|vendedora|gerente|responsavel|dono|dona|proprietario|alguem|consultor|consultora|suporte|operador|operadora|especialista|sac|atendimento|professor|professora|instrutor|instrutora|equipe|chefe|supervisor|supervisora|coordenador|coordenadora)';

/** Wants a person: "quero falar com um humano", "me passa pra um atendente", "é robô?", "me liga". */
const PERSON_RULES: readonly RegExp[] = [
  new RegExp(
    `\\b(?:falar|conversar|atendimento|atender|chama|chame|chamar|passa|passe|transfere|transfira|quero|queria|preciso|cade|tem) (?:(?:com|pra|para|um|uma|o|a|de|do|da|me|algum|alguma|ai|ajuda|contato|numero|whatsapp) )*${SOMEONE}\\b`,
  ),
  /\b(?:atendente|humano|humana|pessoa de verdade|pessoa real|atendimento humano)\b/,
  /\b(?:robo|robozinho|bot|chatbot|maquina|inteligencia artificial|ia|automatico|automatica|gravacao)\b(?!\w)/,
  /\b(?:me |pode me |consegue me )(?:liga|ligue|ligar|telefona|telefonar)\b/,
  /\b(?:ligacao|chamada de voz|videochamada|chamada de video)\b/,
  /\btem alguem (?:ai|ae|lendo|vendo)\b/,
  /\b(?:falar|conversar) com [a-z ]{1,30} (?:de verdade|real|de carne e osso)\b/,
];

export function wantsPerson(utterance: Utterance): boolean {
  return matchesAny(utterance, PERSON_RULES);
}
