-- 065_whatsapp_cloud: an account may connect its number through the official WhatsApp Cloud API instead of a QR
-- code. The account enters its phone number id, business account id and a permanent access token; the token is
-- kept encrypted (AES-256-GCM with WHATSAPP_CLOUD_TOKEN_KEY) and never leaves the server. Webhooks are routed to
-- the account by phone_number_id, so one id belongs to one account.
create table whatsapp_cloud_connections (
  user_id integer primary key references users (id) on delete cascade,
  phone_number_id text not null unique,
  business_account_id text not null,
  -- base64url of iv (12 bytes) + auth tag (16 bytes) + ciphertext
  token_encrypted text not null,
  -- what GET /{phone-number-id} answered when the account connected (verified_name, display_phone_number)
  verified_name text not null,
  display_phone text not null,
  connected_at timestamptz not null
);

-- Why the provider refused or failed a message, in pt-BR, shown in Conversas beside the message; also the reason a
-- follow-up outside the 24-hour window was not sent.
alter table conversation_messages add column delivery_error text;

-- Outside the Cloud API's 24-hour window a follow-up goes out only as an approved template the owner mapped to it.
-- template_variables: the body's parameters in order; {nome} stands for the lead's name.
alter table followup_messages add column template_name text;
alter table followup_messages add column template_language text;
alter table followup_messages add column template_variables jsonb not null default '[]'::jsonb;
alter table followup_messages add constraint followup_messages_template_check
  check ((template_name is null) = (template_language is null));
