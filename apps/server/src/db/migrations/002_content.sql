-- Content tables: what a customer keeps per product (flow steps, objections, offers), the account's
-- disabled numbers and follow-up messages, and the leads shown on the kanban.
--
-- Flow steps and objections block the deletion of their product with NO ACTION rather than RESTRICT: both
-- answer 23503 while the product still has them, but NO ACTION is checked at the end of the statement, so
-- deleting a user (which cascades to its products and to these rows) is not stopped by its own dependants.

create table flow_steps (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  product_id integer not null references products (id) on delete no action,
  posicao integer not null check (posicao >= 1),
  -- parts in the flow-text grammar (packages/api/src/flowText.ts); 400 characters of text plus markers
  texto text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- deferred so that a reorder or a deletion can renumber every step inside one transaction
  constraint flow_steps_product_posicao_key unique (product_id, posicao) deferrable initially deferred
);
create index flow_steps_user_id_idx on flow_steps (user_id);

create table objections (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  product_id integer not null references products (id) on delete no action,
  pergunta varchar(150) not null,
  resposta varchar(400) not null,
  status varchar(10) not null check (status in ('ativa', 'inativa')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index objections_product_id_idx on objections (product_id, id);
create index objections_user_id_idx on objections (user_id);

create table offers (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  preco numeric(12, 2) not null check (preco > 0),
  -- as typed, with or without http(s)://
  link varchar(2000) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index offers_product_id_idx on offers (product_id, id);
create index offers_user_id_idx on offers (user_id);

create table disabled_numbers (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  name varchar(30) not null,
  -- 55 + digits
  phone_block varchar(13) not null,
  data_hora timestamptz not null default now(),
  constraint disabled_numbers_user_phone_key unique (user_id, phone_block)
);
create index disabled_numbers_user_recent_idx on disabled_numbers (user_id, data_hora desc, id desc);

create table followup_messages (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  mensagem varchar(300) not null,
  tempo integer not null check (tempo in (1, 3, 6, 12, 24, 48, 72)),
  status boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index followup_messages_user_id_idx on followup_messages (user_id, tempo, id);

create table leads (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  -- cleared when the product is deleted: the lead keeps its history
  product_id integer references products (id) on delete set null,
  nome varchar(100) not null default '',
  lead_phone varchar(25) not null,
  ultimo_step integer not null default 1 check (ultimo_step >= 1),
  -- one of the four tags in canonical form, or null (untagged)
  etiqueta varchar(40),
  data_hora_ultima_interacao timestamptz not null default now(),
  created_at timestamptz not null default now(),
  -- conflict target of the incoming-message upsert (src/kanban/leadInteractions.ts)
  constraint leads_user_product_phone_key unique (user_id, product_id, lead_phone)
);
-- The kanban reads one product's leads in a time window; product first also serves ON DELETE SET NULL.
create index leads_kanban_idx on leads (product_id, user_id, data_hora_ultima_interacao desc);
