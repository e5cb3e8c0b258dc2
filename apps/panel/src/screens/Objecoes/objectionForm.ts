import type { ObjectionInput, ObjectionStatus } from '@agente/api';
import { OBJECTION_ANSWER_MAX_LENGTH, OBJECTION_QUESTION_MAX_LENGTH } from '@agente/rules';
import type { OBJECOES_COPY } from './objecoes.copy.ts';

export interface ObjectionFormValues {
  pergunta: string;
  resposta: string;
  status: ObjectionStatus | null;
}

/** A field's problem, by its key in the copy's errors. */
export type ObjectionFieldError = keyof typeof OBJECOES_COPY.errors;
export type ObjectionFormErrors = Partial<Record<keyof ObjectionFormValues, ObjectionFieldError>>;

export const EMPTY_OBJECTION_FORM: ObjectionFormValues = { pergunta: '', resposta: '', status: 'ativa' };

/** Question 1–150 characters, answer 1–400, a status: each with its own message. */
export function validateObjection(values: ObjectionFormValues): ObjectionFormErrors {
  const errors: ObjectionFormErrors = {};
  const pergunta = values.pergunta.trim();
  const resposta = values.resposta.trim();
  if (!pergunta) errors.pergunta = 'perguntaRequired';
  else if (pergunta.length > OBJECTION_QUESTION_MAX_LENGTH) errors.pergunta = 'perguntaTooLong';
  if (!resposta) errors.resposta = 'respostaRequired';
  else if (resposta.length > OBJECTION_ANSWER_MAX_LENGTH) errors.resposta = 'respostaTooLong';
  if (!values.status) errors.status = 'statusRequired';
  return errors;
}

export function toObjectionInput(values: ObjectionFormValues): ObjectionInput {
  return {
    pergunta: values.pergunta.trim(),
    resposta: values.resposta.trim(),
    status: values.status ?? 'ativa',
  };
}

/** The form's values for editing an objection. */
export function toObjectionForm({ pergunta, resposta, status }: ObjectionFormValues): ObjectionFormValues {
  return { pergunta, resposta, status };
}

/** Case- and accent-insensitive match on question or answer. */
export function matchesSearch(objection: { pergunta: string; resposta: string }, query: string): boolean {
  const normalize = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = normalize(query.trim());
  if (!needle) return true;
  return normalize(objection.pergunta).includes(needle) || normalize(objection.resposta).includes(needle);
}
