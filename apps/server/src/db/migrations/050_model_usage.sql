-- 050_model_usage: what the language model cost each account, per day of the São Paulo calendar (the day the
-- account's plan and quota are counted in). One row per account and day, added to on every model call of a
-- lead's turn or of "Testar agente"; integer, not bigint, so both drivers read numbers (two billion tokens a day
-- per account is far past any budget).
create table model_usage_days (
  user_id integer not null references users (id) on delete cascade,
  day date not null,
  calls integer not null default 0,
  prompt_tokens integer not null default 0,
  completion_tokens integer not null default 0,
  primary key (user_id, day)
);
