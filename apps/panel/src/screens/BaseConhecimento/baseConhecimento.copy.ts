import type { KnowledgeDocumentState } from '@agente/ui';

/** pt-BR texts of "Base de conhecimento" (rules: docs/agent-runtime.md#knowledge-base). */
export const BASE_CONHECIMENTO_COPY = {
  title: 'Base de conhecimento',
  intro:
    'O que o agente sabe sobre o seu negócio. Ele responde às perguntas dos leads só com o que está aqui; quando não sabe, chama você.',
  back: 'Voltar para Meu Agente',
  loading: 'Carregando...',
  faq: {
    title: 'Perguntas frequentes',
    count: (count: number, max: number) => `${count} de ${max} perguntas`,
    pergunta: 'Pergunta',
    resposta: 'Resposta',
    add: 'Adicionar pergunta',
    save: 'Salvar alterações',
    cancelEdit: 'Cancelar',
    saving: 'Salvando...',
    list: {
      list: 'Perguntas frequentes cadastradas',
      empty: 'Nenhuma pergunta cadastrada.',
      active: 'Ativa',
      inactive: 'Inativa',
      toggle: 'Ativa',
      edit: 'Editar',
      remove: 'Excluir',
    },
  },
  documents: {
    title: 'Documentos',
    hint: (count: number, max: number, size: string) =>
      `${count} de ${max} documentos · PDF, DOCX, TXT ou Markdown de até ${size}`,
    upload: {
      label: 'Arquivo',
      choose: 'Selecionar arquivo',
      dropHint: 'ou arraste o arquivo aqui',
      noFile: 'Nenhum arquivo selecionado',
      progress: 'Enviando arquivo',
      dropZone: 'Área para soltar o arquivo',
    },
    refresh: 'Atualizar estado',
    list: {
      list: 'Documentos enviados',
      empty: 'Nenhum documento enviado.',
      states: { processando: 'Processando', pronto: 'Pronto', erro: 'Erro' } satisfies Record<
        KnowledgeDocumentState,
        string
      >,
      remove: 'Excluir',
    },
    passages: (count: number) => (count === 1 ? '1 trecho' : `${count} trechos`),
    reading: 'lendo o texto…',
  },
  about: {
    title: 'Sobre o negócio',
    label: 'Endereço, horários, entrega, trocas, contatos',
    save: 'Salvar texto',
    saving: 'Salvando...',
  },
  test: {
    title: 'Testar uma pergunta',
    label: 'Pergunta de um lead',
    ask: 'Testar',
    asking: 'Testando...',
    found: (title: string, score: string) => `Responderia com "${title}" (nota ${score})`,
    notFound: 'A base não tem a resposta: o agente diria que vai confirmar com a equipe e chamaria você.',
    reply: 'Resposta do agente',
    why: 'Por quê',
  },
  unanswered: {
    title: 'Perguntas sem resposta',
    list: {
      list: 'Perguntas sem resposta',
      empty: 'Nenhuma pergunta sem resposta.',
      answer: 'Resposta',
      teach: 'Responder e ensinar',
      dismiss: 'Descartar',
    },
    fromPlayground: 'Testar agente',
  },
  success: {
    faqCreated: 'Pergunta adicionada!',
    faqUpdated: 'Pergunta atualizada!',
    aboutSaved: 'Texto salvo!',
    taught: 'Pergunta ensinada ao agente!',
  },
  errors: {
    load: 'Erro ao carregar a base de conhecimento. Tente novamente.',
    save: 'Não foi possível salvar. Tente novamente.',
  },
} as const;
