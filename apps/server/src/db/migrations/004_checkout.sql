-- 004_checkout: every event the payment platform sent (generic shape or Hotmart's purchase webhook v2) and
-- what was done with it, so that a retried delivery changes nothing and the administrator can see an account's
-- history. Accounts themselves live in users (001).

create table checkout_events (
  id integer generated always as identity primary key,
  source varchar(10) not null check (source in ('generic', 'hotmart')),
  -- the platform's event id: the idempotency key (checkouts retry until they get a 2xx)
  event_id varchar(200) not null,
  event varchar(60) not null,
  -- lower-cased purchase e-mail ('' when an ignored event carried none)
  email varchar(254) not null,
  -- the account the event acted on (or found); kept when the account goes, for the record
  user_id integer references users (id) on delete set null,
  outcome varchar(20) not null
    check (outcome in ('conta_criada', 'renovada', 'acesso_encerrado', 'cancelada', 'ignorado')),
  plan varchar(10) check (plan in ('basic', 'pro', 'advanced')),
  amount numeric(12, 2),
  paid_at timestamptz,
  -- the platform's transaction: one approval per transaction extends an account once
  transaction_id varchar(200),
  received_at timestamptz not null default now(),
  constraint checkout_events_source_event_key unique (source, event_id)
);
create index checkout_events_user_idx on checkout_events (user_id, received_at desc);
create index checkout_events_email_idx on checkout_events (email, received_at desc);
create index checkout_events_transaction_idx on checkout_events (source, transaction_id)
  where transaction_id is not null;
