-- 012_embedded_services: where the embedded simulators run when several servers share one database.
-- One process (the holder of an advisory lock) starts them and writes their addresses here; the others read
-- them and talk to the same simulators. holder_pid is the backend of the holder's lock session: a row whose
-- holder no longer holds the lock is stale (its process stopped) and is never used.
create table embedded_services (
  name text primary key,
  url text not null,
  api_key text,
  holder_pid integer not null,
  updated_at timestamptz not null default now()
);
