import type { ApprovedTemplate as ApiTemplate } from '@agente/api';
import { badRequest } from '../http/errors.ts';
import { MSG_TEMPLATE_VARIABLE_EMPTY } from '../messages.ts';

/** How a mapped template is stored: name and language both set or both null, the variables in order. */
export interface TemplateColumns {
  readonly name: string | null;
  readonly language: string | null;
  readonly variables: readonly string[];
}

/** The API's template (or null) from the stored columns. */
export function templateToApi(columns: TemplateColumns): ApiTemplate | null {
  if (!columns.name || !columns.language) return null;
  return { nome: columns.name, idioma: columns.language, variaveis: [...columns.variables] };
}

/** The stored columns from the API's template; null clears the mapping. */
export function templateFromApi(template: ApiTemplate | null): TemplateColumns {
  if (!template) return { name: null, language: null, variables: [] };
  return {
    name: template.nome.trim(),
    language: template.idioma.trim(),
    variables: template.variaveis.map((variable) => variable.trim()),
  };
}

/** The stored columns of a template the owner sent; a variable left blank (spaces only) is refused. */
export function checkedTemplate(template: ApiTemplate | null): TemplateColumns {
  const columns = templateFromApi(template);
  if (columns.variables.some((variable) => variable === '')) throw badRequest(MSG_TEMPLATE_VARIABLE_EMPTY);
  return columns;
}
