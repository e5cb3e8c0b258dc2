-- 057_recovery_template: outside the Cloud API's 24-hour window the recovery message (pix/boleto waiting, checkout
-- abandoned) goes out only as an approved template the owner mapped to it, as follow-ups do (065).
-- recovery_template_variables: the body's parameters in order; {nome} stands for the lead's name.
alter table sales_webhooks add column recovery_template_name text;
alter table sales_webhooks add column recovery_template_language text;
alter table sales_webhooks add column recovery_template_variables jsonb not null default '[]'::jsonb;
alter table sales_webhooks add constraint sales_webhooks_recovery_template_check
  check ((recovery_template_name is null) = (recovery_template_language is null));
