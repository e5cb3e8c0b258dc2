-- 023_metrics_indexes: the gauges GET /metrics reads on every scrape (apps/server/src/metrics/databaseGauges.ts)
-- count only small sets of rows, each through its own partial index instead of a scan of the whole table.

-- Outgoing messages still to be sent, being sent, or needing a look (incerta, falhou): few, while sent ones pile up.
create index conversation_messages_outbox_state_idx on conversation_messages (delivery)
  where delivery in ('pendente', 'enviando', 'incerta', 'falhou');

-- Sessions that may still be live (ended ones stay in the table).
create index sessions_live_idx on sessions (expires_at) where revoked_at is null;
