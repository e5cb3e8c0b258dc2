import type { ColumnType, Generated } from 'kysely';

/** Timestamps come back as Date on both drivers; inserts take a Date (or ISO string). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  user_phone: string | null;
  password_hash: string;
  temp_password: string | null;
  must_change_password: Generated<boolean>;
  expiration_acess: Timestamp | null;
  renovation_date: Timestamp | null;
  observacoes: string | null;
  conversas_plano: Generated<number>;
  conversas_unicas: Generated<number>;
  mensagens_trocadas: Generated<number>;
  id_plan: string | null;
  valor_plan: number | null;
  nome_plan: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** When the plan in force changes next (008): the start of a paid period bought for another plan. */
  plan_review_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type SessionKind = 'login' | 'impersonation';

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  kind: SessionKind;
  impersonated_by: number | null;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Last request made with it (006), refreshed at most once per SESSION_TOUCH_INTERVAL_MS. */
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The administrator's single-use link into a customer's panel (009). */
export interface AccessLinksTable {
  id: Generated<number>;
  user_id: number;
  admin_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type AttemptKind = 'login' | 'recovery' | 'reset' | 'access-link';

export interface LoginAttemptsTable {
  id: Generated<number>;
  kind: AttemptKind;
  email: string | null;
  ip: string;
  succeeded: Generated<boolean>;
  attempted_at: DefaultTimestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  user_id: number;
  nome_produto: string;
  categoria: string;
  /** What an "Outros" product is, in the account's words; null with any other category. */
  categoria_outra: ColumnType<string | null, string | null | undefined, string | null>;
  garantia: string | null;
  forma_pagamento: string | null;
  /** "Descrição e benefícios": plain text the agent reads as context; null = none. */
  descricao: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface AgentsTable {
  id: Generated<number>;
  user_id: number;
  nome: string;
  sexo: string;
  idade: number;
  tom_de_voz: string;
  objetivo: string;
  id_produto: number | null;
  nunca_fazer: Generated<string>;
  phone_treinamento: Generated<string>;
  mensagem_pausa: Generated<string>;
  mensagem_midia: Generated<string>;
  mensagem_optout: Generated<string>;
  status: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Tables of migration 001_core.sql, with the later columns and access_links (009). */
export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  access_links: AccessLinksTable;
  login_attempts: LoginAttemptsTable;
  products: ProductsTable;
  agents: AgentsTable;
}
