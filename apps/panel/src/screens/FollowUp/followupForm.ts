import type { FollowupDelay, FollowupMessageInput } from '@agente/api';
import { FOLLOWUP_MESSAGE_MAX_LENGTH } from '@agente/rules';
import { FOLLOWUP_DEFAULT_DELAY_HOURS } from '../../constants.ts';
import type { FOLLOWUP_COPY } from './followUp.copy.ts';

export interface FollowupFormValues {
  mensagem: string;
  tempo: FollowupDelay;
  status: boolean;
}

/** A field's problem, by its key in the copy's errors. */
export type FollowupFieldError = keyof typeof FOLLOWUP_COPY.errors;
export type FollowupFormErrors = Partial<Record<'mensagem', FollowupFieldError>>;

/** Where Cancelar returns: empty text, 1 hour, active. */
export const EMPTY_FOLLOWUP_FORM: FollowupFormValues = {
  mensagem: '',
  tempo: FOLLOWUP_DEFAULT_DELAY_HOURS,
  status: true,
};

export function validateFollowup(values: FollowupFormValues): FollowupFormErrors {
  const mensagem = values.mensagem.trim();
  if (!mensagem) return { mensagem: 'mensagemRequired' };
  if (mensagem.length > FOLLOWUP_MESSAGE_MAX_LENGTH) return { mensagem: 'mensagemTooLong' };
  return {};
}

/** The form's values for editing a message. */
export function toFollowupForm({ mensagem, tempo, status }: FollowupFormValues): FollowupFormValues {
  return { mensagem, tempo, status };
}

export function toFollowupInput(values: FollowupFormValues): FollowupMessageInput {
  return { mensagem: values.mensagem.trim(), tempo: values.tempo, status: values.status };
}
