-- 060_results_indexes: the dashboard's results (src/results/statements.ts) read one account's period at a time.
-- Without these, each figure read every lead or every agent turn the account ever had.

-- New leads of a period: per day, per product and last step (the funnel), and their phones (who bought), all
-- from the index alone.
create index leads_user_created_idx on leads (user_id, created_at) include (product_id, ultimo_step, lead_phone);

-- A buyer's first message: when the lead first wrote (its earliest lead row), found by the phone the sale names.
create index leads_user_phone_idx on leads (user_id, lead_phone) include (created_at);

-- The few turns that answered an objection, handed the lead to a person or confirmed an opt-out, by time; the
-- predicates are the statements' own, so the planner can use these partial indexes.
create index agent_turns_objection_idx on agent_turns (user_id, created_at)
  where decision -> 'actions' @> '[{"kind":"objection"}]';
create index agent_turns_handover_optout_idx on agent_turns (user_id, created_at)
  where decision -> 'actions' @> '[{"kind":"handover"}]' or decision -> 'actions' @> '[{"kind":"optout"}]';
