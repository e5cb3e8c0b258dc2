import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely';

/** Kysely shapes of the tables created by 002_content.sql (the product content). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FlowStepsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  posicao: number;
  texto: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ObjectionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  pergunta: string;
  resposta: string;
  status: 'ativa' | 'inativa';
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OffersTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  /** Optional name the agent says with the price ("Kit 3 frascos"); null = the price alone. */
  nome_oferta: ColumnType<string | null, string | null | undefined, string | null>;
  /** numeric(12,2); both drivers are set to parse numeric into a number (src/db/database.ts). */
  preco: ColumnType<number, string, string>;
  link: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface DisabledNumbersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone_block: string;
  data_hora: Timestamp;
}

export interface FollowupMessagesTable {
  id: Generated<number>;
  user_id: number;
  mensagem: string;
  tempo: number;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The approved template sent instead outside the Cloud API's 24-hour window (migration 065); both or neither. */
  template_name: ColumnType<string | null, string | null | undefined, string | null>;
  template_language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The body's parameters in order; {nome} stands for the lead's name. */
  template_variables: JSONColumnType<string[], string | undefined, string>;
}

export interface LeadsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number | null;
  nome: ColumnType<string, string | undefined, string>;
  lead_phone: string;
  ultimo_step: ColumnType<number, number | undefined, number>;
  etiqueta: string | null;
  data_hora_ultima_interacao: Timestamp;
  /** data_hora_ultima_interacao as the API writes it, kept by PostgreSQL (migration 016). */
  data_hora_ultima_interacao_iso: GeneratedAlways<string>;
  created_at: CreatedAt;
}

/** The tags an account's owner made (migration 069): a lead's leads.etiqueta holds one of their names. */
export interface LeadTagsTable {
  id: Generated<number>;
  user_id: number;
  nome: string;
  cor: string;
  created_at: CreatedAt;
}

/** Leads per product, local day and step, kept by triggers on leads (migration 015): the kanban's counts. */
export interface LeadStepDaysTable {
  product_id: number;
  user_id: number;
  /** YYYY-MM-DD in São Paulo. */
  dia: ColumnType<string, string, never>;
  ultimo_step: number;
  total: number;
}

export interface ContentTables {
  flow_steps: FlowStepsTable;
  objections: ObjectionsTable;
  offers: OffersTable;
  disabled_numbers: DisabledNumbersTable;
  followup_messages: FollowupMessagesTable;
  leads: LeadsTable;
  lead_tags: LeadTagsTable;
  lead_step_days: LeadStepDaysTable;
}
