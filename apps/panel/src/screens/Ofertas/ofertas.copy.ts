import type { ListScreenTexts } from '@agente/machines';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

/** pt-BR texts of the offers screen (rules: docs/panel-screens.md#ofertas). */
export const OFERTAS_COPY = {
  title: 'Ofertas',
  intro: 'Cadastre os preços e links de pagamento que o agente pode oferecer aos leads.',
  loading: 'Carregando...',
  formNew: 'Nova oferta',
  formEdit: 'Editar oferta',
  nome: 'Nome da oferta',
  nomeDescription: 'Opcional. O agente apresenta a oferta com este nome (ex.: "Kit 3 frascos por R$ 97,90").',
  nomePlaceholder: 'Kit 3 frascos',
  preco: 'Preço',
  precoPrefix: 'R$',
  link: 'Link',
  precoPlaceholder: '97,90',
  linkPlaceholder: 'https://pay.exemplo.com/oferta',
  submitNew: 'Cadastrar oferta',
  submitEdit: 'Salvar alterações',
  saving: 'Salvando...',
  cancelEdit: 'Cancelar',
  list: {
    list: 'Ofertas cadastradas',
    empty: 'Nenhuma oferta cadastrada.',
    edit: 'Editar',
    remove: 'Excluir',
    newTabHint: '(abre em nova aba)',
  },
  confirmTitle: 'Excluir oferta',
  confirmText: (offer: string) => `Deseja excluir a oferta de ${offer}? Esta ação não pode ser desfeita.`,
  confirm: 'Excluir',
  cancel: 'Cancelar',
  errors: {
    nomeTooLong: contract.OfferInput.nome_oferta.messages.maxLength,
    precoRequired: contract.OfferInput.preco.messages.required,
    precoPositive: contract.OfferInput.preco.messages.exclusiveMinimum,
    precoAmbiguous:
      'Valor ambíguo: use vírgula para os centavos (ex.: 10,55) ou escreva o valor sem ponto (ex.: 10555).',
    precoInvalid: 'Preço inválido: use apenas números e vírgula para os centavos (ex.: 97,90).',
    linkRequired: contract.OfferInput.link.messages.required,
    linkInvalid: contract.OfferInput.link.messages.pattern,
  },
} as const;

const SAVE_FAILED = 'Erro ao salvar oferta';

/** What the offer calls report (codes of the list machine), in pt-BR. */
export const OFERTAS_RESULTS = {
  failures: {
    load: 'Erro ao carregar ofertas',
    create: SAVE_FAILED,
    update: SAVE_FAILED,
    remove: 'Erro ao excluir oferta',
  },
  successes: {
    created: 'Oferta cadastrada com sucesso!',
    updated: 'Oferta atualizada com sucesso!',
    removed: 'Oferta excluída com sucesso!',
  },
} satisfies ListScreenTexts<'create' | 'update' | 'remove'>;
