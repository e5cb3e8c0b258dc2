-- 005_conversations: what the agent and the lead said to each other (every message in and out, with its delivery
-- state; outgoing rows are the outbox), every agent turn with why it answered or not, and where each lead's
-- conversation stands (flow position, pause, memory cleared).

CREATE TABLE conversation_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lead_phone varchar(25) NOT NULL,
  author text NOT NULL CHECK (author IN ('lead', 'agente', 'humano', 'sistema')),
  kind text NOT NULL CHECK (kind IN ('texto', 'midia', 'oferta', 'comando', 'followup')),
  texto text NOT NULL DEFAULT '',
  media_id integer,
  media_type text CHECK (media_type IN ('imagem', 'video', 'audio', 'pdf')),
  media_url text,
  offer_id integer,
  -- the service's id of the message (inbound: from the webhook; outbound: from the send receipt)
  provider_message_id text,
  -- one row per delivery: the provider id, a digest of the event, or the turn and part for outgoing rows
  dedupe_key text NOT NULL,
  -- outgoing rows only; 'enviando' is held while the service is called, so a crash leaves it visible;
  -- 'cancelada' = not sent because a human took the lead over before its turn came
  delivery text CHECK (delivery IN ('pendente', 'enviando', 'enviada', 'entregue', 'lida', 'falhou', 'incerta', 'cancelada')),
  turn_id bigint,
  -- order of an outgoing row within its turn
  seq integer NOT NULL DEFAULT 0,
  occurred_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CONSTRAINT conversation_messages_dedupe_key UNIQUE (user_id, dedupe_key)
);
CREATE INDEX conversation_messages_lead_idx ON conversation_messages (user_id, lead_phone, id DESC);
CREATE INDEX conversation_messages_recent_idx ON conversation_messages (user_id, occurred_at DESC);
CREATE INDEX conversation_messages_outbox_idx ON conversation_messages (turn_id, seq) WHERE turn_id IS NOT NULL;

CREATE TABLE agent_turns (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lead_phone varchar(25) NOT NULL,
  -- the lead message the turn was queued for, and the newest lead message it read
  trigger_message_id bigint,
  last_message_id bigint,
  result text NOT NULL CHECK (result IN (
    'respondido', 'pausado', 'sem_cota', 'bloqueado', 'plano_expirado', 'agente_desligado', 'mensagem_antiga',
    'cedeu_a_mais_nova', 'sem_produto', 'nada_a_responder'
  )),
  brain text CHECK (brain IN ('embedded', 'llm')),
  decision jsonb,
  fallback_reason text,
  latency_ms integer,
  prompt_tokens integer,
  completion_tokens integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_turns_lead_idx ON agent_turns (user_id, lead_phone, id DESC);

CREATE TABLE lead_states (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lead_phone varchar(25) NOT NULL,
  -- last flow step sent to the lead (0 = none yet)
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  paused boolean NOT NULL DEFAULT false,
  paused_reason text CHECK (paused_reason IN ('comando', 'fluxo')),
  paused_at timestamptz,
  -- history before this moment is not shown to the brain (#limpar)
  memory_cleared_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lead_phone)
);
