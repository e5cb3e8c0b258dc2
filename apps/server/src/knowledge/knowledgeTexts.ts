import { formatBytes } from '@agente/rules';

/* The knowledge base's pt-BR: what the panel shows and what the agent says when the base cannot answer. */

export const MSG_KNOWLEDGE_FAQ_NOT_FOUND = 'Pergunta não encontrada.';
export const MSG_KNOWLEDGE_FAQ_DELETED = 'Pergunta excluída com sucesso!';
export const MSG_KNOWLEDGE_QUESTION_REQUIRED = 'Pergunta é obrigatória';
export const MSG_KNOWLEDGE_ANSWER_REQUIRED = 'Resposta é obrigatória';
export const msgKnowledgeFaqLimit = (limit: number) =>
  `Limite máximo de ${limit} perguntas frequentes do seu plano atingido. Para adicionar uma nova, remova uma existente.`;

export const MSG_KNOWLEDGE_DOCUMENT_NOT_FOUND = 'Documento não encontrado.';
export const MSG_KNOWLEDGE_DOCUMENT_DELETED = 'Documento excluído com sucesso!';
export const MSG_KNOWLEDGE_DOCUMENT_RECEIVED = 'Documento recebido! Estamos lendo o texto dele.';
export const MSG_KNOWLEDGE_DOCUMENT_REQUIRED = 'Selecione um arquivo para enviar';
export const MSG_KNOWLEDGE_DOCUMENT_ONE_FILE = 'Envie um arquivo por vez.';
export const MSG_KNOWLEDGE_DOCUMENT_FORMAT =
  'Tipo de arquivo não permitido. Formatos aceitos: .pdf, .docx, .txt, .md';
export const msgKnowledgeDocumentLimit = (limit: number) =>
  `Limite máximo de ${limit} documentos do seu plano atingido. Para enviar um novo, remova um existente.`;
export const msgKnowledgeDocumentTooLarge = (maxBytes: number) =>
  `O arquivo excede o tamanho máximo permitido de ${formatBytes(maxBytes)} do seu plano.`;

export const MSG_KNOWLEDGE_QUESTION_TEXT_REQUIRED = 'Escreva uma pergunta';
export const MSG_UNANSWERED_NOT_FOUND = 'Pergunta sem resposta não encontrada.';
export const MSG_UNANSWERED_DISMISSED = 'Pergunta descartada.';

/** Why a document ended in "erro", as its card says. */
export const DOCUMENT_ERRORS = {
  semTexto: 'O arquivo não tem texto para ler (um PDF escaneado, por exemplo). Envie uma versão com texto.',
  protegido: 'O arquivo é protegido por senha. Envie uma versão sem senha.',
  grandeDemais: 'O texto do arquivo é grande demais para a base de conhecimento.',
  ilegivel: 'Não foi possível ler o arquivo. Ele pode estar corrompido.',
} as const;

/** The title of "Sobre o negócio" wherever an answer names where it came from. */
export const ABOUT_TITLE = 'Sobre o negócio';

/** What the knowledge base answered, for the reason (explicação) in Testar agente and the turn's record. */
export const KNOWLEDGE_REASON = {
  faq: (pergunta: string) => `base de conhecimento → pergunta frequente "${pergunta}"`,
  documento: (nome: string) => `base de conhecimento → documento "${nome}"`,
  sobre: () => `base de conhecimento → ${ABOUT_TITLE}`,
};
