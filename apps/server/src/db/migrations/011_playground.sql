-- 011_playground: the "Testar agente" chat. One test conversation per account, kept apart from the leads'
-- tables so nothing in it reaches a counter, the kanban or the outbox. Its transcript is small and always read
-- whole, so it lives in one row; version orders a reply with a reset or another tab's message.
create table playground_conversations (
  user_id integer primary key references users (id) on delete cascade,
  position integer not null default 0,
  paused boolean not null default false,
  messages jsonb not null default '[]',
  reasons jsonb not null default '[]',
  next_id integer not null default 1,
  version integer not null default 0,
  updated_at timestamptz not null default now()
);
