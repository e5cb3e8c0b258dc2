-- 010_gateway_events: what a gateway's webhook events need (Evolution API).
-- The connection's state as the gateway last reported it (CONNECTION_UPDATE), so the panel reads it without
-- asking the gateway. Null until an event arrives (services that send no such event are asked on every status
-- read); a new connection starts over at null.
alter table instance_connections add column state text check (state in ('connected', 'pending', 'disconnected', 'other'));

-- Delivery reports and the echoes of the agent's own messages find the sent row by the gateway's message id.
create index conversation_messages_provider_idx on conversation_messages (user_id, provider_message_id)
  where provider_message_id is not null;
