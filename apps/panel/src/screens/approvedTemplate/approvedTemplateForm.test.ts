import { describe, expect, it } from 'vitest';
import {
  EMPTY_TEMPLATE_FIELDS,
  toApprovedTemplate,
  toTemplateFields,
  validateTemplateFields,
} from './approvedTemplateForm.ts';

describe('approved template fields', () => {
  it('a blank name is no template, whatever else is typed', () => {
    const values = { nome: '  ', idioma: 'xx yy', variaveis: '{nome}' };
    expect(validateTemplateFields(values)).toEqual({});
    expect(toApprovedTemplate(values)).toBeNull();
  });

  it('reads one variable per line, without blank lines, and back', () => {
    const template = toApprovedTemplate({
      nome: ' retomar_conversa ',
      idioma: 'pt_BR',
      variaveis: '{nome}\n\n  o kit  \n',
    });
    expect(template).toEqual({ nome: 'retomar_conversa', idioma: 'pt_BR', variaveis: ['{nome}', 'o kit'] });
    expect(toTemplateFields(template)).toEqual({
      nome: 'retomar_conversa',
      idioma: 'pt_BR',
      variaveis: '{nome}\no kit',
    });
    expect(toTemplateFields(null)).toEqual(EMPTY_TEMPLATE_FIELDS);
  });

  it('says at each field what the contract refuses', () => {
    expect(
      validateTemplateFields({
        nome: 'Retomar Conversa',
        idioma: '',
        variaveis: Array(11).fill('x').join('\n'),
      }),
    ).toEqual({
      nome: 'O nome do modelo tem só letras minúsculas, números e _ (ex.: lembrete_carrinho).',
      idioma: 'Informe o idioma do modelo.',
      variaveis: 'O modelo pode ter no máximo 10 variáveis.',
    });
    expect(validateTemplateFields({ nome: 'ok', idioma: 'português', variaveis: 'x'.repeat(201) })).toEqual({
      idioma: 'Idioma do modelo inválido (ex.: pt_BR).',
      variaveis: 'Cada variável do modelo pode ter no máximo 200 caracteres.',
    });
  });
});
