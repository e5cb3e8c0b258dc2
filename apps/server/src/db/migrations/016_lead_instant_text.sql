-- 016_lead_instant_text: each lead keeps its last interaction also as the API writes it (the form of JavaScript's
-- Date.prototype.toISOString, UTC to the millisecond). A kanban board has PostgreSQL write its leads as JSON, and
-- formatting the instant with to_char on every read was the largest part of the board's cost there.

-- to_char is only stable because some patterns (TM…) follow the locale; this one has none, so for any instant the
-- text is always the same, as a generated column requires.
create function api_instant_text(instant timestamptz) returns text
  language sql immutable parallel safe
  return to_char(instant at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');

alter table leads add column data_hora_ultima_interacao_iso text not null
  generated always as (api_instant_text(data_hora_ultima_interacao)) stored;
