-- 051_playground_limits: "Testar agente" asks the same brain as a lead's turn, and a language model's tokens are
-- paid for. answering_since marks the conversation taken by one message while the agent thinks, so a second
-- message (another tab, a double click, a script) is refused before it costs a call; the counts cap each
-- account's test messages per minute and per day, shared by every server.
alter table playground_conversations add column answering_since timestamptz;

create table playground_message_counts (
  user_id integer not null references users (id) on delete cascade,
  -- 'minuto' or 'dia' (the São Paulo calendar day)
  period text not null check (period in ('minuto', 'dia')),
  window_start timestamptz not null,
  count integer not null,
  primary key (user_id, period)
);
