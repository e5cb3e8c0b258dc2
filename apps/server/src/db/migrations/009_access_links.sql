-- 009_access_links: the administrator's "Painel do Cliente" link carries a token made only for it, never a
-- session token: it works once, for a few minutes, and is exchanged for an impersonation session on first use.
create table access_links (
  id bigint generated always as identity primary key,
  -- the account the link opens, and the administrator who made it
  user_id integer not null references users (id) on delete cascade,
  admin_id integer not null references users (id) on delete cascade,
  -- sha-256 of the token; the token itself is never stored
  token_hash char(64) not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index access_links_user_idx on access_links (user_id);

-- The account's event list shows each administrator's session on it (who, when, until when).
create index sessions_impersonation_idx on sessions (user_id, created_at desc) where kind = 'impersonation';
