-- 061_results_sales_index: the dashboard's sales of a period are the approvals no refund took back; this index
-- holds only those, by account and time, with what the figures read beside the time (the lead and the amount).
create index sale_events_sales_idx on sale_events (user_id, occurred_at) include (lead_phone, amount_cents)
  where kind = 'aprovada' and refunded_at is null;
