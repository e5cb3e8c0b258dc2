import type { ColumnType, GeneratedAlways } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A tsvector column: written only as searchVector(text) (searchVector.ts). */
type SearchVector = ColumnType<string, string, string>;

export type KnowledgeStatus = 'ativa' | 'inativa';
export type KnowledgeDocumentFormat = 'pdf' | 'docx' | 'txt' | 'md';
export type KnowledgeDocumentState = 'processando' | 'pronto' | 'erro';

/** Tables of migration 040_knowledge_base.sql. */
export interface KnowledgeFaqTable {
  id: GeneratedAlways<number>;
  user_id: number;
  pergunta: string;
  resposta: string;
  status: KnowledgeStatus;
  busca: SearchVector;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface KnowledgeAboutTable {
  user_id: number;
  texto: string;
  updated_at: Timestamp;
}

export interface KnowledgeDocumentsTable {
  id: GeneratedAlways<number>;
  user_id: number;
  nome: string;
  formato: KnowledgeDocumentFormat;
  bytes: number;
  conteudo: Uint8Array | null;
  estado: ColumnType<KnowledgeDocumentState, KnowledgeDocumentState | undefined, KnowledgeDocumentState>;
  motivo: string | null;
  trechos: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface KnowledgePassagesTable {
  id: GeneratedAlways<number>;
  user_id: number;
  document_id: number | null;
  posicao: number;
  texto: string;
  busca: SearchVector;
}

export interface KnowledgeUnansweredTable {
  id: GeneratedAlways<number>;
  user_id: number;
  pergunta: string;
  telefone: string | null;
  created_at: CreatedAt;
}

export interface KnowledgeTables {
  knowledge_faq: KnowledgeFaqTable;
  knowledge_about: KnowledgeAboutTable;
  knowledge_documents: KnowledgeDocumentsTable;
  knowledge_passages: KnowledgePassagesTable;
  knowledge_unanswered: KnowledgeUnansweredTable;
}
