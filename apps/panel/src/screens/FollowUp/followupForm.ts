import type { FollowupDelay, FollowupMessage, FollowupMessageInput } from '@agente/api';
import { FOLLOWUP_MESSAGE_MAX_LENGTH } from '@agente/rules';
import type { TemplateFieldErrors, TemplateFieldValues } from '@agente/ui';
import { FOLLOWUP_DEFAULT_DELAY_HOURS } from '../../constants.ts';
import {
  EMPTY_TEMPLATE_FIELDS,
  toApprovedTemplate,
  toTemplateFields,
  validateTemplateFields,
} from '../approvedTemplate/approvedTemplateForm.ts';
import type { FOLLOWUP_COPY } from './followUp.copy.ts';

export interface FollowupFormValues {
  mensagem: string;
  tempo: FollowupDelay;
  status: boolean;
  /** The approved template for outside the official API's 24-hour window (blank name: none). */
  modelo: TemplateFieldValues;
}

/** A field's problem, by its key in the copy's errors. */
export type FollowupFieldError = keyof typeof FOLLOWUP_COPY.errors;
export type FollowupFormErrors = Partial<Record<'mensagem', FollowupFieldError>> & {
  /** Present only when a template field has a problem (any key present counts as an error). */
  modelo?: TemplateFieldErrors;
};

/** Where Cancelar returns: empty text, 1 hour, active, no template. */
export const EMPTY_FOLLOWUP_FORM: FollowupFormValues = {
  mensagem: '',
  tempo: FOLLOWUP_DEFAULT_DELAY_HOURS,
  status: true,
  modelo: EMPTY_TEMPLATE_FIELDS,
};

export function validateFollowup(values: FollowupFormValues): FollowupFormErrors {
  const errors: FollowupFormErrors = {};
  const mensagem = values.mensagem.trim();
  if (!mensagem) errors.mensagem = 'mensagemRequired';
  else if (mensagem.length > FOLLOWUP_MESSAGE_MAX_LENGTH) errors.mensagem = 'mensagemTooLong';
  const modelo = validateTemplateFields(values.modelo);
  if (Object.keys(modelo).length > 0) errors.modelo = modelo;
  return errors;
}

/** The form's values for editing a message. */
export function toFollowupForm({ mensagem, tempo, status, modelo }: FollowupMessage): FollowupFormValues {
  return { mensagem, tempo, status, modelo: toTemplateFields(modelo) };
}

export function toFollowupInput(values: FollowupFormValues): FollowupMessageInput {
  return {
    mensagem: values.mensagem.trim(),
    tempo: values.tempo,
    status: values.status,
    modelo: toApprovedTemplate(values.modelo),
  };
}
