-- 015_kanban_day_counts: the kanban's column counts. Counting a period's leads from leads reads every lead of the
-- period (about 7,000 index entries a month for a product of 100,000 leads) on each board load, so each product
-- keeps its leads counted per step and local day instead, and a month's counts read at most 31 rows per step.
-- The day is the lead's last interaction in São Paulo, the kanban's calendar (KANBAN_TIME_ZONE in
-- src/constants.ts): the kanban's periods are whole days there.
create table lead_step_days (
  product_id integer not null references products (id) on delete cascade,
  user_id integer not null,
  dia date not null,
  ultimo_step integer not null,
  -- a step that no longer holds leads of the day keeps its row at 0
  total integer not null,
  primary key (product_id, user_id, dia, ultimo_step)
);

insert into lead_step_days (product_id, user_id, dia, ultimo_step, total)
select product_id, user_id, (data_hora_ultima_interacao at time zone 'America/Sao_Paulo')::date, ultimo_step,
  count(*)
from leads
where product_id is not null
group by 1, 2, 3, 4;

-- Statement triggers read every changed lead at once (a bulk insert adds one count per day and step, not per
-- lead), skip changes that keep a lead's day and step (most new messages), and write the deltas in one statement
-- in key order, so that two statements never lock the same rows in opposite orders. Leads whose product is gone
-- (its deletion clears their product) have no counts to keep.
create function lead_step_days_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into lead_step_days as counted (product_id, user_id, dia, ultimo_step, total)
    select product_id, user_id, (data_hora_ultima_interacao at time zone 'America/Sao_Paulo')::date, ultimo_step,
      count(*)
    from new_leads
    where product_id is not null
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4
    on conflict (product_id, user_id, dia, ultimo_step) do update set total = counted.total + excluded.total;
  elsif tg_op = 'UPDATE' then
    insert into lead_step_days as counted (product_id, user_id, dia, ultimo_step, total)
    select product_id, user_id, dia, ultimo_step, sum(delta)
    from (
      select product_id, user_id, (data_hora_ultima_interacao at time zone 'America/Sao_Paulo')::date as dia,
        ultimo_step, 1 as delta
      from new_leads
      union all
      select product_id, user_id, (data_hora_ultima_interacao at time zone 'America/Sao_Paulo')::date,
        ultimo_step, -1
      from old_leads
    ) as changes
    where product_id is not null and exists (select 1 from products where products.id = changes.product_id)
    group by 1, 2, 3, 4
    having sum(delta) <> 0
    order by 1, 2, 3, 4
    on conflict (product_id, user_id, dia, ultimo_step) do update set total = counted.total + excluded.total;
  else
    insert into lead_step_days as counted (product_id, user_id, dia, ultimo_step, total)
    select product_id, user_id, (data_hora_ultima_interacao at time zone 'America/Sao_Paulo')::date, ultimo_step,
      -count(*)
    from old_leads
    where product_id is not null and exists (select 1 from products where products.id = old_leads.product_id)
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4
    on conflict (product_id, user_id, dia, ultimo_step) do update set total = counted.total + excluded.total;
  end if;
  return null;
end;
$$;

create trigger leads_step_days_insert after insert on leads
  referencing new table as new_leads
  for each statement execute function lead_step_days_count();

create trigger leads_step_days_update after update on leads
  referencing old table as old_leads new table as new_leads
  for each statement execute function lead_step_days_count();

create trigger leads_step_days_delete after delete on leads
  referencing old table as old_leads
  for each statement execute function lead_step_days_count();
