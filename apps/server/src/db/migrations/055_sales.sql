-- 055_sales: the seller's own checkout (Hotmart, Kiwify or any sender of the generic format) reporting sales of
-- the seller's products, matched to the leads the agent talked to. Not the product's own plan purchases
-- (checkout_events, 004): these never create or extend an account.
--
-- Reading the figures: a sale is a row of kind 'aprovada' with refunded_at null; a refund or chargeback sets
-- refunded_at on the approval it takes back (and is kept as its own row), so the sale leaves the totals.
-- lead_phone null = "venda sem conversa" (no lead matched). A lead "comprou" while it has such a sale.

-- One row per account that opened its sales webhook: the address is /api/webhooks/vendas/{chave}/{segredo};
-- chave finds the account, segredo is compared in constant time and a new one replaces it on demand.
create table sales_webhooks (
  user_id integer primary key references users (id) on delete cascade,
  chave varchar(32) not null unique,
  segredo varchar(64) not null,
  -- the owner's thank-you message after an approved purchase (off by default)
  thank_you_enabled boolean not null default false,
  thank_you_text varchar(500) not null default '',
  -- the owner's recovery message after a pix/boleto generated or a checkout abandoned and not paid
  recovery_enabled boolean not null default false,
  recovery_delay_minutes integer not null default 30 check (recovery_delay_minutes between 1 and 10080),
  recovery_text varchar(500) not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The per-lead code an offer link carries (Hotmart/Kiwify `sck`, generic `ref`): the checkout reports it back
-- with the purchase, naming the lead and the offer exactly. One code per lead and offer, so every send of the
-- same offer to the same lead carries the same link.
create table sale_tracking_codes (
  code varchar(16) primary key,
  user_id integer not null references users (id) on delete cascade,
  lead_phone varchar(25) not null,
  -- null once the offer is deleted: the code still names the lead
  offer_id integer references offers (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint sale_tracking_codes_lead_offer_key unique (user_id, lead_phone, offer_id)
);

-- Every sale event the account's checkout sent, once: (user_id, platform, event_id) is the idempotency key.
create table sale_events (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  platform text not null check (platform in ('hotmart', 'kiwify', 'generico')),
  event_id varchar(200) not null,
  kind text not null check (kind in ('aprovada', 'aguardando_pagamento', 'abandonada', 'reembolsada', 'cancelada')),
  -- the platform's purchase (Hotmart transaction, Kiwify order): ties a refund or a payment to its earlier events
  transaction_id varchar(200),
  -- the lead it was attributed to (lead_states/conversation_messages' lead_phone); null = "venda sem conversa"
  lead_phone varchar(25),
  attributed_by text check (attributed_by in ('rastreio', 'telefone', 'email')),
  offer_id integer references offers (id) on delete set null,
  -- the offer/product code as the checkout sent it (kept when no offer of the account matched)
  product_code varchar(200),
  amount_cents integer check (amount_cents >= 0),
  payment_method text,
  buyer_phone varchar(25),
  buyer_email varchar(254),
  tracking_code varchar(200),
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  -- approvals only: when a refund or chargeback took this sale back
  refunded_at timestamptz,
  constraint sale_events_user_platform_event_key unique (user_id, platform, event_id),
  constraint sale_events_attribution_check check ((lead_phone is null) = (attributed_by is null))
);
create index sale_events_user_time_idx on sale_events (user_id, occurred_at);
create index sale_events_user_lead_idx on sale_events (user_id, lead_phone, occurred_at desc)
  where lead_phone is not null;
create index sale_events_transaction_idx on sale_events (user_id, platform, transaction_id)
  where transaction_id is not null;

-- The recovery message a waiting payment or an abandoned checkout schedules: at most one per event, and sent
-- at most once (outcome 'enviada' with the outbox row). A payment in between ends it as 'paga'; a lead the agent
-- may not talk to (paused, handed over, stopped, blocked) ends it as 'cancelada'.
create table sale_recoveries (
  sale_event_id bigint primary key references sale_events (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  lead_phone varchar(25) not null,
  offer_id integer references offers (id) on delete set null,
  due_at timestamptz not null,
  outcome text not null default 'agendada' check (outcome in ('agendada', 'enviada', 'paga', 'cancelada')),
  message_id bigint,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index sale_recoveries_user_idx on sale_recoveries (user_id, created_at);
create index sale_recoveries_lead_idx on sale_recoveries (user_id, lead_phone);
