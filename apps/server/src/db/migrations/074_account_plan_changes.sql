-- 074_account_plan_changes: the administrator's changes to an account's plan (name, id, price, leads per month,
-- renewal and expiry dates) are kept, so "Eventos da conta" shows them beside the purchases and the panel accesses.
-- Each row holds the plan as it was and as it became, in the shape the account list shows it.
create table account_plan_changes (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  -- null once that administrator account no longer exists
  admin_id integer references users (id) on delete set null,
  changed_at timestamptz not null,
  antes jsonb not null,
  depois jsonb not null
);

create index account_plan_changes_user_idx on account_plan_changes (user_id, changed_at desc);
