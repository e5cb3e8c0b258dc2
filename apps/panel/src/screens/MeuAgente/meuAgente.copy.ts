import type { ProductsLoaderErrorCode } from '@agente/machines';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

/** pt-BR texts of the agent screen (rules: docs/panel-screens.md#meu-agente). */
export const MEU_AGENTE_COPY = {
  title: 'Meu Agente',
  testAgent: 'Testar agente',
  knowledge: 'Base de conhecimento',
  intro: 'Defina como o seu agente se apresenta e conversa com os leads no WhatsApp.',
  loading: 'Carregando agente',
  sections: {
    identity: 'Identidade',
    behaviour: 'Comportamento',
    training: 'Treinamento e pausa',
  },
  fields: {
    nome: 'Nome',
    nomePlaceholder: 'Ex.: Ana',
    sexo: 'Sexo',
    idade: 'Idade',
    tomDeVoz: 'Tom de voz',
    objetivo: 'Objetivo',
    produto: 'Produto',
    produtoNone: 'Nenhum produto',
    produtoDescription: 'O produto que o agente apresenta primeiro aos leads.',
    nuncaFazer: 'Nunca fazer',
    nuncaFazerPlaceholder: 'Ex.: Nunca prometa prazos de entrega nem ofereça descontos.',
    nuncaFazerDescription: 'O que o agente nunca deve fazer ou dizer nas conversas.',
    phoneTreinamento: 'Telefone de treinamento',
    phoneTreinamentoPlaceholder: '(11) 98888-7777',
    phoneTreinamentoDescription:
      'O número que conversa com o agente para treiná-lo, com DDD, com ou sem o código do país 55.',
    mensagemPausa: 'Mensagem de pausa',
    mensagemPausaDescription: 'Enviada ao lead quando o agente é pausado na conversa.',
    mensagemMidia: 'Resposta a áudio, foto ou arquivo',
    mensagemMidiaDescription:
      'Enviada quando o lead manda áudio, foto, vídeo ou documento sem nenhum texto. Com legenda, o agente lê a legenda.',
    mensagemOptOut: 'Resposta a quem pede para parar',
    mensagemOptOutDescription:
      'A única mensagem que o lead recebe quando pede para o agente parar de escrever. Depois dela o lead fica em "não perturbe": nenhuma mensagem nem follow-up, até ele voltar a escrever.',
    select: 'Selecione',
  },
  /** The pause message of a new agent. */
  defaultPauseMessage: 'Um momento, já te retorno',
  /** The media reply of a new agent (the server's default too). */
  defaultMediaMessage: 'Recebi sua mensagem! Consegue me escrever em texto o que você precisa? 🙂',
  /** The opt-out confirmation of a new agent (the server's default too). */
  defaultOptOutMessage: 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
  noProduct: 'Você precisa cadastrar um produto primeiro em "Meus Produtos"',
  goToProducts: 'Ir para Meus Produtos',
  productsLoading: 'Carregando produtos...',
  productsErrors: {
    loadFailed: 'Erro ao carregar produtos. Tente novamente.',
  } satisfies Record<ProductsLoaderErrorCode, string>,
  create: 'Cadastrar agente',
  save: 'Salvar alterações',
  saving: 'Salvando...',
  errors: {
    nomeRequired: contract.AgentInput.nome.messages.required,
    nomeTooLong: contract.AgentInput.nome.messages.maxLength,
    sexoRequired: contract.AgentSex.messages.required,
    idadeRequired: contract.AgentInput.idade.messages.required,
    idadeMin: contract.AgentInput.idade.messages.minimum,
    idadeMax: contract.AgentInput.idade.messages.maximum,
    tomDeVozRequired: contract.AgentTone.messages.required,
    objetivoRequired: contract.AgentGoal.messages.required,
    maxLength: (max: number) => `Máximo de ${max} caracteres`,
    load: 'Erro ao carregar dados iniciais',
    save: 'Ocorreu um erro ao salvar o agente. Por favor, tente novamente.',
  },
  success: {
    created: 'Agente cadastrado com sucesso!',
    updated: 'Agente atualizado com sucesso!',
  },
} as const;
