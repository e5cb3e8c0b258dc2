-- 056_results_day_counts: the dashboard's results (src/results/statements.ts) counted per account and São Paulo
-- day as the product works, as the kanban does (015). Reading a period from leads, sales and agent turns read
-- every row of the period (a 90-day read of an account of 100,000 leads a year touched ~25,000 leads and ~75,000
-- turns); the kept counts read one row per day, plus one per day and step or objection. The day is the local day
-- of the event (the results' periods are whole days in KANBAN_TIME_ZONE, src/constants.ts).
--
-- Each trigger is a statement trigger over the changed rows (a bulk insert adds one count per day, not per row),
-- writes its deltas in key order (two statements never lock the same rows in opposite orders) and keeps a zero row
-- rather than deleting it. A delta for an account, product or objection being deleted is skipped: its counts go
-- with it.

-- One row per account and day.
create table results_days (
  user_id integer not null references users (id) on delete cascade,
  dia date not null,
  -- new leads (lead rows created that day) and, of them, the ones whose phone bought after first writing
  leads integer not null default 0,
  compradores integer not null default 0,
  -- sales standing (approved, not refunded) that happened that day: the agent's (a lead matched) and the rest
  vendas integer not null default 0,
  vendas_sem_conversa integer not null default 0,
  receita_centavos bigint not null default 0,
  -- the agent's sales whose lead had written before: their seconds from the first message to the purchase
  compras_com_tempo integer not null default 0,
  compra_segundos numeric not null default 0,
  -- the agent's sales paid after a recovery message went to the lead
  recuperadas integer not null default 0,
  receita_recuperada_centavos bigint not null default 0,
  -- agent turns that handed the lead to a person, and turns where the lead asked the agent to stop
  transferencias integer not null default 0,
  pedidos_para_parar integer not null default 0,
  primary key (user_id, dia)
);
create index results_days_dia_idx on results_days (dia);

-- New leads of the day by product and the flow step they stopped at (the funnel).
create table results_funnel_days (
  user_id integer not null references users (id) on delete cascade,
  dia date not null,
  product_id integer not null references products (id) on delete cascade,
  ultimo_step integer not null,
  leads integer not null,
  primary key (user_id, dia, product_id, ultimo_step)
);

-- Objections the agent answered, per day (a turn that answered one twice counts it twice, as it sent it twice).
create table results_objection_days (
  user_id integer not null references users (id) on delete cascade,
  dia date not null,
  objection_id integer not null references objections (id) on delete cascade,
  vezes integer not null,
  primary key (user_id, dia, objection_id)
);

-- The leads counted as buyers: a standing sale of the lead's phone at or after the lead first wrote.
create table results_buyers (
  lead_id integer primary key references leads (id) on delete cascade,
  user_id integer not null,
  dia date not null
);

-- What a sale counts for is fixed when it arrives: the seconds since its lead first wrote (null when no lead
-- matched or the lead wrote only after) and whether a recovery message had gone to the lead before it.
alter table sale_events add column results_segundos numeric;
alter table sale_events add column results_recuperada boolean not null default false;

update sale_events s set
  results_segundos = (
    select extract(epoch from s.occurred_at - min(l.created_at)) from leads l
    where l.user_id = s.user_id and l.lead_phone = s.lead_phone
    having min(l.created_at) <= s.occurred_at
  ),
  results_recuperada = exists (
    select 1 from sale_recoveries r
    where r.user_id = s.user_id and r.lead_phone = s.lead_phone and r.outcome = 'enviada'
      and r.decided_at <= s.occurred_at
  )
where s.kind = 'aprovada' and s.lead_phone is not null;

create function sale_events_results_fix() returns trigger language plpgsql as $$
begin
  if new.kind = 'aprovada' and new.lead_phone is not null then
    select extract(epoch from new.occurred_at - min(l.created_at)) into new.results_segundos
    from leads l
    where l.user_id = new.user_id and l.lead_phone = new.lead_phone
    having min(l.created_at) <= new.occurred_at;
    new.results_recuperada := exists (
      select 1 from sale_recoveries r
      where r.user_id = new.user_id and r.lead_phone = new.lead_phone and r.outcome = 'enviada'
        and r.decided_at <= new.occurred_at
    );
  end if;
  return new;
end;
$$;
create trigger sale_events_results_fix before insert on sale_events
  for each row execute function sale_events_results_fix();

-- The counts as the rows stand now.
insert into results_days (user_id, dia, leads)
select user_id, (created_at at time zone 'America/Sao_Paulo')::date, count(*)
from leads group by 1, 2
on conflict (user_id, dia) do update set leads = excluded.leads;

insert into results_funnel_days (user_id, dia, product_id, ultimo_step, leads)
select user_id, (created_at at time zone 'America/Sao_Paulo')::date, product_id, ultimo_step, count(*)
from leads where product_id is not null group by 1, 2, 3, 4;

insert into results_days as counted (user_id, dia, vendas, vendas_sem_conversa, receita_centavos,
  compras_com_tempo, compra_segundos, recuperadas, receita_recuperada_centavos)
select user_id, (occurred_at at time zone 'America/Sao_Paulo')::date,
  count(*) filter (where lead_phone is not null),
  count(*) filter (where lead_phone is null),
  coalesce(sum(amount_cents) filter (where lead_phone is not null), 0),
  count(results_segundos),
  coalesce(sum(results_segundos), 0),
  count(*) filter (where results_recuperada),
  coalesce(sum(amount_cents) filter (where results_recuperada), 0)
from sale_events where kind = 'aprovada' and refunded_at is null
group by 1, 2
on conflict (user_id, dia) do update set vendas = excluded.vendas,
  vendas_sem_conversa = excluded.vendas_sem_conversa, receita_centavos = excluded.receita_centavos,
  compras_com_tempo = excluded.compras_com_tempo, compra_segundos = excluded.compra_segundos,
  recuperadas = excluded.recuperadas, receita_recuperada_centavos = excluded.receita_recuperada_centavos;

insert into results_buyers (lead_id, user_id, dia)
select l.id, l.user_id, (l.created_at at time zone 'America/Sao_Paulo')::date
from leads l
where exists (
  select 1 from sale_events s
  where s.user_id = l.user_id and s.lead_phone = l.lead_phone and s.kind = 'aprovada' and s.refunded_at is null
    and s.occurred_at >= l.created_at
);

insert into results_days as counted (user_id, dia, compradores)
select user_id, dia, count(*) from results_buyers group by 1, 2
on conflict (user_id, dia) do update set compradores = excluded.compradores;

insert into results_days as counted (user_id, dia, transferencias, pedidos_para_parar)
select user_id, (created_at at time zone 'America/Sao_Paulo')::date,
  count(*) filter (where decision -> 'actions' @> '[{"kind":"handover"}]'),
  count(*) filter (where decision -> 'actions' @> '[{"kind":"optout"}]')
from agent_turns
where decision -> 'actions' @> '[{"kind":"handover"}]' or decision -> 'actions' @> '[{"kind":"optout"}]'
group by 1, 2
on conflict (user_id, dia) do update set transferencias = excluded.transferencias,
  pedidos_para_parar = excluded.pedidos_para_parar;

insert into results_objection_days (user_id, dia, objection_id, vezes)
select t.user_id, (t.created_at at time zone 'America/Sao_Paulo')::date, o.id, count(*)
from agent_turns t
cross join lateral jsonb_array_elements(t.decision -> 'actions') as a(action)
join objections o on o.id = (a.action ->> 'objectionId')::int and o.user_id = t.user_id
where t.decision -> 'actions' @> '[{"kind":"objection"}]' and a.action ->> 'kind' = 'objection'
  and a.action ->> 'objectionId' ~ '^[0-9]{1,9}$'
group by 1, 2, 3;

-- Leads: the day's new leads and the funnel; a new lead whose phone already has a later sale is a buyer.
create function results_leads_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into results_days as counted (user_id, dia, leads)
    select user_id, dia, sum(delta)
    from (
      select user_id, (created_at at time zone 'America/Sao_Paulo')::date as dia, 1 as delta from new_leads
    ) as changes
    where exists (select 1 from users where users.id = changes.user_id)
    group by 1, 2
    having sum(delta) <> 0
    order by 1, 2
    on conflict (user_id, dia) do update set leads = counted.leads + excluded.leads;
    insert into results_funnel_days as counted (user_id, dia, product_id, ultimo_step, leads)
    select user_id, dia, product_id, ultimo_step, sum(delta)
    from (
      select user_id, (created_at at time zone 'America/Sao_Paulo')::date as dia, product_id, ultimo_step, 1 as delta from new_leads
    ) as changes
    where product_id is not null and exists (select 1 from products where products.id = changes.product_id)
    group by 1, 2, 3, 4
    having sum(delta) <> 0
    order by 1, 2, 3, 4
    on conflict (user_id, dia, product_id, ultimo_step) do update set leads = counted.leads + excluded.leads;
    -- a new lead whose phone already bought after it first wrote
    insert into results_buyers (lead_id, user_id, dia)
    select l.id, l.user_id, (l.created_at at time zone 'America/Sao_Paulo')::date
    from new_leads l
    where exists (
      select 1 from sale_events s
      where s.user_id = l.user_id and s.lead_phone = l.lead_phone and s.kind = 'aprovada'
        and s.refunded_at is null and s.occurred_at >= l.created_at
    )
    order by l.id
    on conflict (lead_id) do nothing;
  elsif tg_op = 'UPDATE' then
    insert into results_days as counted (user_id, dia, leads)
    select user_id, dia, sum(delta)
    from (
      select user_id, (created_at at time zone 'America/Sao_Paulo')::date as dia, 1 as delta from new_leads
      union all
      select user_id, (created_at at time zone 'America/Sao_Paulo')::date as dia, -1 as delta from old_leads
    ) as changes
    where exists (select 1 from users where users.id = changes.user_id)
    group by 1, 2
    having sum(delta) <> 0
    order by 1, 2
    on conflict (user_id, dia) do update set leads = counted.leads + excluded.leads;
    insert into results_funnel_days as counted (user_id, dia, product_id, ultimo_step, leads)
    select user_id, dia, product_id, ultimo_step, sum(delta)
    from (
      select user_id, (created_at at time zone 'America/Sao_Paulo')::date as dia, product_id, ultimo_step, 1 as delta from new_leads
      union all
      select user_id, (created_at at time zone 'America/Sao_Paulo')::date as dia, product_id, ultimo_step, -1 as delta from old_leads
    ) as changes
    where product_id is not null and exists (select 1 from products where products.id = changes.product_id)
    group by 1, 2, 3, 4
    having sum(delta) <> 0
    order by 1, 2, 3, 4
    on conflict (user_id, dia, product_id, ultimo_step) do update set leads = counted.leads + excluded.leads;
  else
    insert into results_days as counted (user_id, dia, leads)
    select user_id, dia, sum(delta)
    from (
      select user_id, (created_at at time zone 'America/Sao_Paulo')::date as dia, -1 as delta from old_leads
    ) as changes
    where exists (select 1 from users where users.id = changes.user_id)
    group by 1, 2
    having sum(delta) <> 0
    order by 1, 2
    on conflict (user_id, dia) do update set leads = counted.leads + excluded.leads;
    insert into results_funnel_days as counted (user_id, dia, product_id, ultimo_step, leads)
    select user_id, dia, product_id, ultimo_step, sum(delta)
    from (
      select user_id, (created_at at time zone 'America/Sao_Paulo')::date as dia, product_id, ultimo_step, -1 as delta from old_leads
    ) as changes
    where product_id is not null and exists (select 1 from products where products.id = changes.product_id)
    group by 1, 2, 3, 4
    having sum(delta) <> 0
    order by 1, 2, 3, 4
    on conflict (user_id, dia, product_id, ultimo_step) do update set leads = counted.leads + excluded.leads;
  end if;
  return null;
end;
$$;

-- Every lead update fires it (a new message's time, a tag); a change that keeps the counted columns adds nothing.
create trigger results_leads_insert after insert on leads
  referencing new table as new_leads
  for each statement execute function results_leads_count();
create trigger results_leads_update after update on leads
  referencing old table as old_leads new table as new_leads
  for each statement execute function results_leads_count();
create trigger results_leads_delete after delete on leads
  referencing old table as old_leads
  for each statement execute function results_leads_count();

-- Buyers: each one counts on its lead's day.
create function results_buyers_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into results_days as counted (user_id, dia, compradores)
    select user_id, dia, count(*)
    from new_buyers
    where exists (select 1 from users where users.id = new_buyers.user_id)
    group by 1, 2
    order by 1, 2
    on conflict (user_id, dia) do update set compradores = counted.compradores + excluded.compradores;
  else
    insert into results_days as counted (user_id, dia, compradores)
    select user_id, dia, -count(*)
    from old_buyers
    where exists (select 1 from users where users.id = old_buyers.user_id)
    group by 1, 2
    order by 1, 2
    on conflict (user_id, dia) do update set compradores = counted.compradores + excluded.compradores;
  end if;
  return null;
end;
$$;
create trigger results_buyers_insert after insert on results_buyers
  referencing new table as new_buyers
  for each statement execute function results_buyers_count();
create trigger results_buyers_delete after delete on results_buyers
  referencing old table as old_buyers
  for each statement execute function results_buyers_count();

-- Sales: the day's counts of the standing sales that came or went (a refund takes its approval's back), and the
-- buyers among the leads of the phones they name.
create function results_sales_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into results_days as counted (user_id, dia, vendas, vendas_sem_conversa, receita_centavos,
      compras_com_tempo, compra_segundos, recuperadas, receita_recuperada_centavos)
    select user_id, dia,
      coalesce(sum(delta) filter (where lead_phone is not null), 0),
      coalesce(sum(delta) filter (where lead_phone is null), 0),
      coalesce(sum(delta * amount_cents) filter (where lead_phone is not null), 0),
      coalesce(sum(delta) filter (where results_segundos is not null), 0),
      coalesce(sum(delta * results_segundos), 0),
      coalesce(sum(delta) filter (where results_recuperada), 0),
      coalesce(sum(delta * amount_cents) filter (where results_recuperada), 0)
    from (
      select user_id, (occurred_at at time zone 'America/Sao_Paulo')::date as dia, lead_phone, amount_cents, results_segundos,
        results_recuperada, 1 as delta
      from new_sales where kind = 'aprovada' and refunded_at is null
    ) as changes
    where exists (select 1 from users where users.id = changes.user_id)
    group by 1, 2
    order by 1, 2
    on conflict (user_id, dia) do update set
      vendas = counted.vendas + excluded.vendas,
      vendas_sem_conversa = counted.vendas_sem_conversa + excluded.vendas_sem_conversa,
      receita_centavos = counted.receita_centavos + excluded.receita_centavos,
      compras_com_tempo = counted.compras_com_tempo + excluded.compras_com_tempo,
      compra_segundos = counted.compra_segundos + excluded.compra_segundos,
      recuperadas = counted.recuperadas + excluded.recuperadas,
      receita_recuperada_centavos = counted.receita_recuperada_centavos + excluded.receita_recuperada_centavos;
    -- the leads of the phones whose sales changed: buyers while a standing sale is at or after their first message
    with phones as (
      select user_id, lead_phone from new_sales where lead_phone is not null
    ), changed as (
      select l.id as lead_id, l.user_id, (l.created_at at time zone 'America/Sao_Paulo')::date as dia,
        exists (
          select 1 from sale_events s
          where s.user_id = l.user_id and s.lead_phone = l.lead_phone and s.kind = 'aprovada'
            and s.refunded_at is null and s.occurred_at >= l.created_at
        ) as buyer
      from leads l join phones on phones.user_id = l.user_id and phones.lead_phone = l.lead_phone
    ), gone as (
      delete from results_buyers b using changed c where b.lead_id = c.lead_id and not c.buyer
    )
    insert into results_buyers (lead_id, user_id, dia)
    select lead_id, user_id, dia from changed where buyer order by lead_id
    on conflict (lead_id) do nothing;
  elsif tg_op = 'UPDATE' then
    insert into results_days as counted (user_id, dia, vendas, vendas_sem_conversa, receita_centavos,
      compras_com_tempo, compra_segundos, recuperadas, receita_recuperada_centavos)
    select user_id, dia,
      coalesce(sum(delta) filter (where lead_phone is not null), 0),
      coalesce(sum(delta) filter (where lead_phone is null), 0),
      coalesce(sum(delta * amount_cents) filter (where lead_phone is not null), 0),
      coalesce(sum(delta) filter (where results_segundos is not null), 0),
      coalesce(sum(delta * results_segundos), 0),
      coalesce(sum(delta) filter (where results_recuperada), 0),
      coalesce(sum(delta * amount_cents) filter (where results_recuperada), 0)
    from (
      select user_id, (occurred_at at time zone 'America/Sao_Paulo')::date as dia, lead_phone, amount_cents, results_segundos,
        results_recuperada, 1 as delta
      from new_sales where kind = 'aprovada' and refunded_at is null
      union all
      select user_id, (occurred_at at time zone 'America/Sao_Paulo')::date as dia, lead_phone, amount_cents, results_segundos,
        results_recuperada, -1 as delta
      from old_sales where kind = 'aprovada' and refunded_at is null
    ) as changes
    where exists (select 1 from users where users.id = changes.user_id)
    group by 1, 2
    order by 1, 2
    on conflict (user_id, dia) do update set
      vendas = counted.vendas + excluded.vendas,
      vendas_sem_conversa = counted.vendas_sem_conversa + excluded.vendas_sem_conversa,
      receita_centavos = counted.receita_centavos + excluded.receita_centavos,
      compras_com_tempo = counted.compras_com_tempo + excluded.compras_com_tempo,
      compra_segundos = counted.compra_segundos + excluded.compra_segundos,
      recuperadas = counted.recuperadas + excluded.recuperadas,
      receita_recuperada_centavos = counted.receita_recuperada_centavos + excluded.receita_recuperada_centavos;
    -- the leads of the phones whose sales changed: buyers while a standing sale is at or after their first message
    with phones as (
      select user_id, lead_phone from new_sales where lead_phone is not null
      union
      select user_id, lead_phone from old_sales where lead_phone is not null
    ), changed as (
      select l.id as lead_id, l.user_id, (l.created_at at time zone 'America/Sao_Paulo')::date as dia,
        exists (
          select 1 from sale_events s
          where s.user_id = l.user_id and s.lead_phone = l.lead_phone and s.kind = 'aprovada'
            and s.refunded_at is null and s.occurred_at >= l.created_at
        ) as buyer
      from leads l join phones on phones.user_id = l.user_id and phones.lead_phone = l.lead_phone
    ), gone as (
      delete from results_buyers b using changed c where b.lead_id = c.lead_id and not c.buyer
    )
    insert into results_buyers (lead_id, user_id, dia)
    select lead_id, user_id, dia from changed where buyer order by lead_id
    on conflict (lead_id) do nothing;
  else
    insert into results_days as counted (user_id, dia, vendas, vendas_sem_conversa, receita_centavos,
      compras_com_tempo, compra_segundos, recuperadas, receita_recuperada_centavos)
    select user_id, dia,
      coalesce(sum(delta) filter (where lead_phone is not null), 0),
      coalesce(sum(delta) filter (where lead_phone is null), 0),
      coalesce(sum(delta * amount_cents) filter (where lead_phone is not null), 0),
      coalesce(sum(delta) filter (where results_segundos is not null), 0),
      coalesce(sum(delta * results_segundos), 0),
      coalesce(sum(delta) filter (where results_recuperada), 0),
      coalesce(sum(delta * amount_cents) filter (where results_recuperada), 0)
    from (
      select user_id, (occurred_at at time zone 'America/Sao_Paulo')::date as dia, lead_phone, amount_cents, results_segundos,
        results_recuperada, -1 as delta
      from old_sales where kind = 'aprovada' and refunded_at is null
    ) as changes
    where exists (select 1 from users where users.id = changes.user_id)
    group by 1, 2
    order by 1, 2
    on conflict (user_id, dia) do update set
      vendas = counted.vendas + excluded.vendas,
      vendas_sem_conversa = counted.vendas_sem_conversa + excluded.vendas_sem_conversa,
      receita_centavos = counted.receita_centavos + excluded.receita_centavos,
      compras_com_tempo = counted.compras_com_tempo + excluded.compras_com_tempo,
      compra_segundos = counted.compra_segundos + excluded.compra_segundos,
      recuperadas = counted.recuperadas + excluded.recuperadas,
      receita_recuperada_centavos = counted.receita_recuperada_centavos + excluded.receita_recuperada_centavos;
    -- the leads of the phones whose sales changed: buyers while a standing sale is at or after their first message
    with phones as (
      select user_id, lead_phone from old_sales where lead_phone is not null
    ), changed as (
      select l.id as lead_id, l.user_id, (l.created_at at time zone 'America/Sao_Paulo')::date as dia,
        exists (
          select 1 from sale_events s
          where s.user_id = l.user_id and s.lead_phone = l.lead_phone and s.kind = 'aprovada'
            and s.refunded_at is null and s.occurred_at >= l.created_at
        ) as buyer
      from leads l join phones on phones.user_id = l.user_id and phones.lead_phone = l.lead_phone
    ), gone as (
      delete from results_buyers b using changed c where b.lead_id = c.lead_id and not c.buyer
    )
    insert into results_buyers (lead_id, user_id, dia)
    select lead_id, user_id, dia from changed where buyer order by lead_id
    on conflict (lead_id) do nothing;
  end if;
  return null;
end;
$$;
create trigger results_sales_insert after insert on sale_events
  referencing new table as new_sales
  for each statement execute function results_sales_count();
create trigger results_sales_update after update on sale_events
  referencing old table as old_sales new table as new_sales
  for each statement execute function results_sales_count();
create trigger results_sales_delete after delete on sale_events
  referencing old table as old_sales
  for each statement execute function results_sales_count();

-- Agent turns (written once, never changed): handovers, opt-outs and the objections answered.
create function results_turns_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into results_days as counted (user_id, dia, transferencias, pedidos_para_parar)
    select user_id, (created_at at time zone 'America/Sao_Paulo')::date,
      count(*) filter (where decision -> 'actions' @> '[{"kind":"handover"}]'),
      count(*) filter (where decision -> 'actions' @> '[{"kind":"optout"}]')
    from new_turns
    where (decision -> 'actions' @> '[{"kind":"handover"}]' or decision -> 'actions' @> '[{"kind":"optout"}]')
      and exists (select 1 from users where users.id = new_turns.user_id)
    group by 1, 2
    order by 1, 2
    on conflict (user_id, dia) do update set transferencias = counted.transferencias + excluded.transferencias,
      pedidos_para_parar = counted.pedidos_para_parar + excluded.pedidos_para_parar;
    insert into results_objection_days as counted (user_id, dia, objection_id, vezes)
    select t.user_id, (t.created_at at time zone 'America/Sao_Paulo')::date, o.id, count(*)
    from new_turns t
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(t.decision -> 'actions') = 'array' then t.decision -> 'actions' else '[]'::jsonb end
    ) as a(action)
    join objections o on o.id = (case when a.action ->> 'objectionId' ~ '^[0-9]{1,9}$'
      then (a.action ->> 'objectionId')::int end) and o.user_id = t.user_id
    where t.decision -> 'actions' @> '[{"kind":"objection"}]' and a.action ->> 'kind' = 'objection'
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (user_id, dia, objection_id) do update set vezes = counted.vezes + excluded.vezes;
  else
    insert into results_days as counted (user_id, dia, transferencias, pedidos_para_parar)
    select user_id, (created_at at time zone 'America/Sao_Paulo')::date,
      -count(*) filter (where decision -> 'actions' @> '[{"kind":"handover"}]'),
      -count(*) filter (where decision -> 'actions' @> '[{"kind":"optout"}]')
    from old_turns
    where (decision -> 'actions' @> '[{"kind":"handover"}]' or decision -> 'actions' @> '[{"kind":"optout"}]')
      and exists (select 1 from users where users.id = old_turns.user_id)
    group by 1, 2
    order by 1, 2
    on conflict (user_id, dia) do update set transferencias = counted.transferencias + excluded.transferencias,
      pedidos_para_parar = counted.pedidos_para_parar + excluded.pedidos_para_parar;
    insert into results_objection_days as counted (user_id, dia, objection_id, vezes)
    select t.user_id, (t.created_at at time zone 'America/Sao_Paulo')::date, o.id, -count(*)
    from old_turns t
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(t.decision -> 'actions') = 'array' then t.decision -> 'actions' else '[]'::jsonb end
    ) as a(action)
    join objections o on o.id = (case when a.action ->> 'objectionId' ~ '^[0-9]{1,9}$'
      then (a.action ->> 'objectionId')::int end) and o.user_id = t.user_id
    where t.decision -> 'actions' @> '[{"kind":"objection"}]' and a.action ->> 'kind' = 'objection'
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (user_id, dia, objection_id) do update set vezes = counted.vezes + excluded.vezes;
  end if;
  return null;
end;
$$;
create trigger results_turns_insert after insert on agent_turns
  referencing new table as new_turns
  for each statement execute function results_turns_count();
create trigger results_turns_delete after delete on agent_turns
  referencing old table as old_turns
  for each statement execute function results_turns_count();
