-- 038_followup_hours: the window in which the account's follow-ups may go out, in its time zone, as minutes from
-- local midnight. No row = the default (08:00–20:00, America/Sao_Paulo). A follow-up due outside the window waits
-- for it to open.
create table followup_hours (
  user_id integer primary key references users(id) on delete cascade,
  inicio_minutos smallint not null check (inicio_minutos between 0 and 1439),
  fim_minutos smallint not null check (fim_minutos between 0 and 1439),
  fuso text not null,
  updated_at timestamptz not null default now(),
  check (inicio_minutos < fim_minutos)
);
