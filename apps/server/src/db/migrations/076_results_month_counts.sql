-- 076_results_month_counts: the funnel's and the objections' day counts (056) summed per account and São Paulo
-- calendar month too. A period reads one row per key for each whole month it covers and day rows only for the
-- days of the months it covers in part: the current or last month is one row per product step (or objection)
-- instead of one per day, and a 90-day read of an account with three products of six steps went from ~1,600 funnel
-- rows to ~550. Kept by statement triggers on the day tables themselves, so whatever changes a day count (056's
-- triggers on leads, sales and agent turns) changes its month in the same statement; a day count deleted with its
-- account, product or objection takes nothing from a month, which goes with them too.

create table results_funnel_months (
  user_id integer not null references users (id) on delete cascade,
  -- the month's first day
  mes date not null,
  product_id integer not null references products (id) on delete cascade,
  ultimo_step integer not null,
  leads integer not null,
  primary key (user_id, mes, product_id, ultimo_step)
);

create table results_objection_months (
  user_id integer not null references users (id) on delete cascade,
  mes date not null,
  objection_id integer not null references objections (id) on delete cascade,
  vezes integer not null,
  primary key (user_id, mes, objection_id)
);

insert into results_funnel_months (user_id, mes, product_id, ultimo_step, leads)
select user_id, date_trunc('month', dia::timestamp)::date, product_id, ultimo_step, sum(leads)
from results_funnel_days group by 1, 2, 3, 4;

insert into results_objection_months (user_id, mes, objection_id, vezes)
select user_id, date_trunc('month', dia::timestamp)::date, objection_id, sum(vezes)
from results_objection_days group by 1, 2, 3;

-- Deltas in key order, as 056's triggers write theirs (two statements never lock month rows in opposite orders).
create function results_funnel_months_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into results_funnel_months as counted (user_id, mes, product_id, ultimo_step, leads)
    select user_id, mes, product_id, ultimo_step, sum(delta)
    from (
      select user_id, date_trunc('month', dia::timestamp)::date as mes, product_id, ultimo_step, leads as delta from new_days
    ) as changes
    where exists (select 1 from products where products.id = changes.product_id)
    group by 1, 2, 3, 4
    having sum(delta) <> 0
    order by 1, 2, 3, 4
    on conflict (user_id, mes, product_id, ultimo_step) do update set leads = counted.leads + excluded.leads;
  elsif tg_op = 'UPDATE' then
    insert into results_funnel_months as counted (user_id, mes, product_id, ultimo_step, leads)
    select user_id, mes, product_id, ultimo_step, sum(delta)
    from (
      select user_id, date_trunc('month', dia::timestamp)::date as mes, product_id, ultimo_step, leads as delta from new_days
      union all
      select user_id, date_trunc('month', dia::timestamp)::date as mes, product_id, ultimo_step, -leads as delta from old_days
    ) as changes
    where exists (select 1 from products where products.id = changes.product_id)
    group by 1, 2, 3, 4
    having sum(delta) <> 0
    order by 1, 2, 3, 4
    on conflict (user_id, mes, product_id, ultimo_step) do update set leads = counted.leads + excluded.leads;
  else
    insert into results_funnel_months as counted (user_id, mes, product_id, ultimo_step, leads)
    select user_id, mes, product_id, ultimo_step, sum(delta)
    from (
      select user_id, date_trunc('month', dia::timestamp)::date as mes, product_id, ultimo_step, -leads as delta from old_days
    ) as changes
    where exists (select 1 from products where products.id = changes.product_id)
    group by 1, 2, 3, 4
    having sum(delta) <> 0
    order by 1, 2, 3, 4
    on conflict (user_id, mes, product_id, ultimo_step) do update set leads = counted.leads + excluded.leads;
  end if;
  return null;
end;
$$;
create trigger results_funnel_days_months_insert after insert on results_funnel_days
  referencing new table as new_days
  for each statement execute function results_funnel_months_count();
create trigger results_funnel_days_months_update after update on results_funnel_days
  referencing old table as old_days new table as new_days
  for each statement execute function results_funnel_months_count();
create trigger results_funnel_days_months_delete after delete on results_funnel_days
  referencing old table as old_days
  for each statement execute function results_funnel_months_count();

create function results_objection_months_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into results_objection_months as counted (user_id, mes, objection_id, vezes)
    select user_id, mes, objection_id, sum(delta)
    from (
      select user_id, date_trunc('month', dia::timestamp)::date as mes, objection_id, vezes as delta from new_days
    ) as changes
    where exists (select 1 from objections where objections.id = changes.objection_id)
    group by 1, 2, 3
    having sum(delta) <> 0
    order by 1, 2, 3
    on conflict (user_id, mes, objection_id) do update set vezes = counted.vezes + excluded.vezes;
  elsif tg_op = 'UPDATE' then
    insert into results_objection_months as counted (user_id, mes, objection_id, vezes)
    select user_id, mes, objection_id, sum(delta)
    from (
      select user_id, date_trunc('month', dia::timestamp)::date as mes, objection_id, vezes as delta from new_days
      union all
      select user_id, date_trunc('month', dia::timestamp)::date as mes, objection_id, -vezes as delta from old_days
    ) as changes
    where exists (select 1 from objections where objections.id = changes.objection_id)
    group by 1, 2, 3
    having sum(delta) <> 0
    order by 1, 2, 3
    on conflict (user_id, mes, objection_id) do update set vezes = counted.vezes + excluded.vezes;
  else
    insert into results_objection_months as counted (user_id, mes, objection_id, vezes)
    select user_id, mes, objection_id, sum(delta)
    from (
      select user_id, date_trunc('month', dia::timestamp)::date as mes, objection_id, -vezes as delta from old_days
    ) as changes
    where exists (select 1 from objections where objections.id = changes.objection_id)
    group by 1, 2, 3
    having sum(delta) <> 0
    order by 1, 2, 3
    on conflict (user_id, mes, objection_id) do update set vezes = counted.vezes + excluded.vezes;
  end if;
  return null;
end;
$$;
create trigger results_objection_days_months_insert after insert on results_objection_days
  referencing new table as new_days
  for each statement execute function results_objection_months_count();
create trigger results_objection_days_months_update after update on results_objection_days
  referencing old table as old_days new table as new_days
  for each statement execute function results_objection_months_count();
create trigger results_objection_days_months_delete after delete on results_objection_days
  referencing old table as old_days
  for each statement execute function results_objection_months_count();
