import { CONTRACT_SCHEMAS as contract } from '@agente/rules';
import { TEMPLATE_VARIABLE_MAX_LENGTH } from '../../constants.ts';

const schema = contract.ApprovedTemplate;

/** pt-BR texts of the approved template's fields (Follow Up and Vendas). */
export const APPROVED_TEMPLATE_COPY = {
  fields: {
    title: 'Modelo aprovado (API oficial do WhatsApp)',
    intro:
      'Pela API oficial, passadas 24 horas da última mensagem do lead só um modelo aprovado pela Meta pode sair. Sem modelo, a mensagem não é enviada nesse caso e Conversas mostra o motivo.',
    nome: 'Nome do modelo',
    nomeHint: 'Como está no Gerenciador do WhatsApp. Deixe em branco para não usar modelo.',
    idioma: 'Idioma do modelo',
    idiomaHint: 'O código do idioma aprovado, ex.: pt_BR.',
    variaveis: 'Variáveis do modelo',
    variaveisHint: 'Uma por linha, na ordem {{1}}, {{2}}… Use {nome} para o nome do lead.',
  },
  errors: {
    nomePattern: schema.nome.messages.pattern,
    nomeTooLong: schema.nome.messages.maxLength,
    idiomaRequired: schema.idioma.messages.required,
    idiomaPattern: schema.idioma.messages.pattern,
    tooManyVariables: schema.variaveis.messages.maxItems,
    variableTooLong: `Cada variável do modelo pode ter no máximo ${TEMPLATE_VARIABLE_MAX_LENGTH} caracteres.`,
  },
} as const;
