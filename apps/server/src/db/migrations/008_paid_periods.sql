-- 008_paid_periods: a refund or chargeback takes back only the time its own purchase bought, and a cheaper plan
-- bought while a dearer one is paid waits for that paid time to end.

-- The paid period [period_start, period_end) each approval added to its account, and when a refund or
-- chargeback of that purchase took it back. Approvals stored before 008 have no period (a refund of one of them
-- ends the access, as it did then).
alter table checkout_events add column period_start timestamptz;
alter table checkout_events add column period_end timestamptz;
alter table checkout_events add column taken_back_at timestamptz;
create index checkout_events_paid_periods_idx on checkout_events (user_id, period_end)
  where period_end is not null and taken_back_at is null;

-- periodo_retirado: a refund took its purchase's time back and the account still has paid time after it.
alter table checkout_events drop constraint checkout_events_outcome_check;
alter table checkout_events add constraint checkout_events_outcome_check check (
  outcome in ('conta_criada', 'renovada', 'acesso_encerrado', 'periodo_retirado', 'cancelada', 'ignorado')
);

-- When the plan in force changes next: the start of a paid period bought for another plan. Applied by the
-- first request or message of the account after that instant.
alter table users add column plan_review_at timestamptz;
