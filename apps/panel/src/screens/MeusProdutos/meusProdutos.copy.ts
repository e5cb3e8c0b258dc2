import { CONTRACT_SCHEMAS as contract, PRODUCT_OTHER_CATEGORY_REQUIRED_MESSAGE } from '@agente/rules';

/** pt-BR texts of the product list and the product form (rules: docs/panel-screens.md#meus-produtos). */
export const MEUS_PRODUTOS_COPY = {
  list: {
    title: 'Meus Produtos',
    intro: 'Cadastre os produtos que o seu agente vende e configure ofertas, fluxo e objeções de cada um.',
    newProduct: 'Novo Produto',
    listLabel: 'Produtos cadastrados',
    empty: 'Nenhum produto cadastrado',
    emptyDescription: 'Cadastre o primeiro produto para o seu agente começar a vender.',
    loading: 'Carregando produtos',
  },
  card: {
    garantia: 'Garantia',
    formaPagamento: 'Forma de pagamento',
    notInformed: 'Não informado',
  },
  form: {
    titleNew: 'Novo Produto',
    titleEdit: 'Editar produto',
    intro: 'Informe os dados que o agente usa para apresentar o produto aos leads.',
    nomeProduto: 'Nome do produto',
    nomeProdutoPlaceholder: 'Ex.: Kit Capilar Premium',
    categoria: 'Categoria',
    categoriaPlaceholder: 'Selecione uma categoria',
    categoriaOutra: 'Qual é a categoria?',
    categoriaOutraDescription:
      'Em poucas palavras, o que você vende. O agente usa isso para apresentar o produto.',
    categoriaOutraPlaceholder: 'Ex.: Roupas, Doces, Cursos online',
    garantia: 'Garantia',
    garantiaPlaceholder: 'Ex.: 30 dias',
    formaPagamento: 'Forma de pagamento',
    formaPagamentoPlaceholder: 'Ex.: Pix ou cartão em até 12x',
    descricao: 'Descrição e benefícios',
    descricaoDescription: 'Opcional. O agente lê este texto para responder dúvidas e apresentar o produto.',
    descricaoPlaceholder: 'Ex.: Sérum com biotina que fortalece os fios e reduz a queda em 4 semanas.',
    save: 'Salvar produto',
    create: 'Cadastrar produto',
    saving: 'Salvando...',
    remove: 'Excluir produto',
    loading: 'Carregando produto',
  },
  confirm: {
    title: 'Excluir produto',
    text: (name: string, offers: number) =>
      `Deseja excluir o produto "${name}"? ${
        offers === 0
          ? ''
          : offers === 1
            ? 'A oferta deste produto também será excluída. '
            : `As ${offers} ofertas deste produto também serão excluídas. `
      }Esta ação não pode ser desfeita.`,
    confirm: 'Excluir',
    cancel: 'Cancelar',
  },
  blocked: {
    title: 'Não é possível excluir o produto',
    text: (name: string) => `Antes de excluir o produto "${name}", remova:`,
    media: (count: number) => (count === 1 ? '1 mídia' : `${count} mídias`),
    steps: (count: number) => (count === 1 ? '1 etapa do fluxo' : `${count} etapas do fluxo`),
    objections: (count: number) => (count === 1 ? '1 objeção' : `${count} objeções`),
    inFlow: 'em Fluxo do Agente',
    inObjections: 'em Objeções',
    close: 'Entendi',
  },
  errors: {
    nomeRequired: contract.ProductInput.nome_produto.messages.required,
    nomeTooLong: contract.ProductInput.nome_produto.messages.maxLength,
    categoriaRequired: contract.ProductCategory.messages.required,
    categoriaOutraRequired: PRODUCT_OTHER_CATEGORY_REQUIRED_MESSAGE,
    categoriaOutraTooLong: contract.ProductInput.categoria_outra.messages.maxLength,
    descricaoTooLong: contract.ProductInput.descricao.messages.maxLength,
    loadList: 'Erro ao carregar produtos',
    load: 'Erro ao carregar produto',
    save: 'Erro ao salvar produto',
    remove: 'Erro ao excluir produto',
    dependencies: 'Erro ao verificar o que depende do produto',
    /** The product still has media, flow steps or objections. */
    inUse:
      'Antes de excluir seu produto você precisa primeiro remover todas as mídias, etapas do fluxo e objeções do produto.',
  },
  success: {
    created: 'Produto cadastrado com sucesso!',
    updated: 'Produto atualizado com sucesso!',
  },
} as const;
