import type { ApprovedTemplate } from '@agente/api';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';
import type { TemplateFieldErrors, TemplateFieldValues } from '@agente/ui';
import { TEMPLATE_VARIABLE_MAX_LENGTH } from '../../constants.ts';
import { APPROVED_TEMPLATE_COPY } from './approvedTemplate.copy.ts';

const COPY = APPROVED_TEMPLATE_COPY.errors;
const schema = contract.ApprovedTemplate;
const NAME_SHAPE = new RegExp(schema.nome.pattern);
const LANGUAGE_SHAPE = new RegExp(schema.idioma.pattern);
/** Meta's approved templates here are mostly Brazilian Portuguese. */
export const DEFAULT_TEMPLATE_LANGUAGE = 'pt_BR';

export const EMPTY_TEMPLATE_FIELDS: TemplateFieldValues = {
  nome: '',
  idioma: DEFAULT_TEMPLATE_LANGUAGE,
  variaveis: '',
};

/** The variables typed one per line; blank lines are dropped. */
const variablesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The fields for a stored template (or none). */
export function toTemplateFields(template: ApprovedTemplate | null | undefined): TemplateFieldValues {
  if (!template) return EMPTY_TEMPLATE_FIELDS;
  return { nome: template.nome, idioma: template.idioma, variaveis: template.variaveis.join('\n') };
}

/** The contract's rules; a blank name means no template, so nothing else is checked then. */
export function validateTemplateFields(values: TemplateFieldValues): TemplateFieldErrors {
  const nome = values.nome.trim();
  if (!nome) return {};
  const errors: TemplateFieldErrors = {};
  if (nome.length > schema.nome.maxLength) errors.nome = COPY.nomeTooLong;
  else if (!NAME_SHAPE.test(nome)) errors.nome = COPY.nomePattern;
  const idioma = values.idioma.trim();
  if (!idioma) errors.idioma = COPY.idiomaRequired;
  else if (!LANGUAGE_SHAPE.test(idioma)) errors.idioma = COPY.idiomaPattern;
  const variables = variablesOf(values.variaveis);
  if (variables.length > schema.variaveis.maxItems) errors.variaveis = COPY.tooManyVariables;
  else if (variables.some((variable) => variable.length > TEMPLATE_VARIABLE_MAX_LENGTH))
    errors.variaveis = COPY.variableTooLong;
  return errors;
}

/** What the API stores: null when no name was given (no template). */
export function toApprovedTemplate(values: TemplateFieldValues): ApprovedTemplate | null {
  const nome = values.nome.trim();
  if (!nome) return null;
  return { nome, idioma: values.idioma.trim(), variaveis: variablesOf(values.variaveis) };
}
