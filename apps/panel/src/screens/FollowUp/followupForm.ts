import type { FollowupDelay, FollowupMessageInput } from '@agente/api';
import { FOLLOWUP_DEFAULT_DELAY_HOURS, FOLLOWUP_MESSAGE_MAX_LENGTH } from '../shared/limits.ts';
import { FOLLOWUP_COPY } from './followUp.copy.ts';

export interface FollowupFormValues {
  mensagem: string;
  tempo: FollowupDelay;
  status: boolean;
}

export type FollowupFormErrors = Partial<Record<'mensagem', string>>;

/** Where Cancelar returns: empty text, 1 hour, active. */
export const EMPTY_FOLLOWUP_FORM: FollowupFormValues = {
  mensagem: '',
  tempo: FOLLOWUP_DEFAULT_DELAY_HOURS,
  status: true,
};

export function validateFollowup(values: FollowupFormValues): FollowupFormErrors {
  const mensagem = values.mensagem.trim();
  if (!mensagem) return { mensagem: FOLLOWUP_COPY.errors.mensagemRequired };
  if (mensagem.length > FOLLOWUP_MESSAGE_MAX_LENGTH)
    return { mensagem: FOLLOWUP_COPY.errors.mensagemTooLong };
  return {};
}

export function toFollowupInput(values: FollowupFormValues): FollowupMessageInput {
  return { mensagem: values.mensagem.trim(), tempo: values.tempo, status: values.status };
}
