/** Business limits and timings of the server. One place: append your area's entries in a commented group. */
import { CONTRACT_SCHEMAS as contract, SAO_PAULO_TIME_ZONE } from '@agente/rules';

// sessions
/** A session lasts at most this long from its login… */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1_000;
/** …and ends sooner after this long without a request (sliding idle expiry). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1_000;
/** Last use is written at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1_000;
/** The administrator's session in a customer's panel… */
export const IMPERSONATION_TTL_MS = 60 * 60 * 1_000;
/** …opened from a link whose token works once, within this long of being made. */
export const ACCESS_LINK_TTL_MS = 10 * 60 * 1_000;
export const TOKEN_BYTES = 32;
export const TEMP_PASSWORD_LENGTH = 10;

// rate limits (login, recovery, reset)
/**
 * Failed logins count per e-mail and client address together (an attacker's failures never slow the owner down
 * from another address). After LOGIN_FREE_FAILURES in the window, each further attempt of that pair must wait
 * LOGIN_DELAY_BASE_MS doubled per extra failure, at most LOGIN_DELAY_MAX_MS, after the last one: a slow-down,
 * never a lockout.
 */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_DELAY_BASE_MS = 1_000;
export const LOGIN_DELAY_MAX_MS = 60 * 1_000;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1_000;
export const AUTH_MAX_ATTEMPTS_PER_IP = 60;
export const AUTH_IP_WINDOW_MS = 60 * 1_000;
/** Attempts older than this are deleted (they no longer count for any window). */
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1_000;

// scrypt (node:crypto) — N=2^15 keeps a hash around 50 ms
export const SCRYPT_COST = 32_768;
export const SCRYPT_BLOCK_SIZE = 8;
export const SCRYPT_PARALLELIZATION = 1;
export const SCRYPT_KEY_LENGTH = 64;
export const SCRYPT_SALT_BYTES = 16;
export const SCRYPT_MAX_MEMORY = 64 * 1_024 * 1_024;

// agents
export const AGENT_DEFAULT_PAUSE_MESSAGE = 'Um momento, já te retorno';
/** Answer to a voice note, picture, video or document with no words (the column default of migration 037). */
export const AGENT_DEFAULT_MEDIA_MESSAGE =
  'Recebi sua mensagem! Consegue me escrever em texto o que você precisa? 🙂';
/** The one confirmation a lead who asks the agent to stop gets, when the owner left Meu Agente's field blank. */
export const AGENT_DEFAULT_OPTOUT_MESSAGE =
  'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏';

// HTTP
export const BODY_LIMIT_BYTES = 1_024 * 1_024;
/** The content type of a reply a handler hands over already written as JSON text. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Largest row id the database holds (ids are `integer`): a bigger id names nothing and never reaches a query. */
export const MAX_ROW_ID = 2_147_483_647;

// ── Objections, offers, disabled numbers, kanban. Limits the panel shows too live in @agente/rules. ──
/**
 * The kanban's calendar: its periods are whole days here. Migration 015 counts leads per day of this zone in its
 * triggers, so another zone needs a migration that changes them and recounts.
 */
export const KANBAN_TIME_ZONE = SAO_PAULO_TIME_ZONE;
/** The kanban opens on today. */
export const KANBAN_DEFAULT_PERIOD = 'hoje';
/** Calendar days, today included, of the 'Últimos N dias' periods. */
export const KANBAN_LAST_DAYS = { ultimos_7: 7, ultimos_14: 14 } as const;
/**
 * Leads per column on the board's first load (with each column's count), as the contract caps it: about three
 * column heights of cards on a 1080-pixel screen, so the first screen is full and scrolling starts before the next
 * page is needed. The leads make most of the board's cost: at 50 a column, a 100k-lead product's board answered
 * half as many loads a second.
 */
export const KANBAN_FIRST_PAGE_SIZE = contract.KanbanGroup.leads.maxItems;
/** Leads per further page of one column, loaded as the user scrolls it: a reply stays small whatever the size. */
export const KANBAN_PAGE_SIZE = contract.KanbanPage.leads.maxItems;
/** How much of a step's text a kanban column carries under its title (the column shows its first words). */
export const KANBAN_STEP_TEXT_MAX_CHARS = contract.KanbanGroup.texto_etapa.maxLength;
/** Conversations per page of the panel's "Conversas" list (newest message first). */
export const CONVERSATION_LIST_PAGE_SIZE = 30;
/** Messages per page of one lead's conversation: the panel opens on the newest page and loads older ones on demand. */
export const CONVERSATION_PAGE_SIZE = 50;
/** How many lead tags an account can have: enough for a small business's stages, few enough for a card's menu. */
export const LEAD_TAGS_MAX = 20;
/** Step of a lead first seen without one. */
export const LEAD_FIRST_STEP = 1;
/** Tag of a lead created by an incoming message, when the account still has a tag of that name (migration 069). */
export const NEW_LEAD_TAG = 'Lead novo';

// ── Media, messaging-app connection, incoming messages, support chat, password recovery, serving ──
/**
 * Bytes of media one account may keep stored (every product together): 25 files at the largest size. An upload
 * that does not fit is refused (413 ARMAZENAMENTO_ESGOTADO); deleting media frees the space.
 */
export const MEDIA_STORAGE_QUOTA_BYTES = 500 * 1_024 * 1_024;
/** Leading bytes file-type needs to recognise every accepted format. */
export const MEDIA_SNIFF_BYTES = 4_100;
/** Where media files live under DATA_DIR (served at @agente/rules' MEDIA_PUBLIC_PATH). */
export const MEDIA_UPLOADS_SUBDIR = 'uploads/midias';
/** Random part of a stored media file name (hex characters = 2 × bytes). */
export const MEDIA_FILE_NAME_BYTES = 16;
/** A lead's name as a gateway reports it (WhatsApp's pushName) is kept to this many characters (leads.nome). */
export const LEAD_NAME_MAX_CHARS = 100;
/** A lead's message longer than this is stored cut here: the message is kept, the agent reads a bounded text. */
export const INCOMING_TEXT_MAX_CHARS = 10_000;
/** A gateway's message id longer than this is stored as a stable hash of it, so repeats still match. */
export const PROVIDER_MESSAGE_ID_MAX_CHARS = 200;
/** Every call to the instances service gives up after this long, so nothing hangs. */
export const CONNECTION_TIMEOUT_MS = 5_000;
/** A call's deadline counts the process's own running time in steps of this (gateways/serviceDeadline.ts). */
export const SERVICE_DEADLINE_TICK_MS = 100;
/** Start of every instance's name at the instances service; the account id follows. */
export const INSTANCE_NAME_PREFIX = 'conta-';
/** Header carrying CONNECTION_API_KEY to the instances service. */
export const CONNECTION_API_KEY_HEADER = 'x-api-key';
/** How often the embedded simulator's open page asks whether it has something new to show. */
export const SIMULATOR_REFRESH_MS = 2_000;
/** The QR code countdown. */
export const QR_CODE_VALID_SECONDS = 60;
/** The support chat request timeout. */
export const SUPPORT_WEBHOOK_TIMEOUT_MS = 60_000;
/** Answers longer than this become several chat replies (the panel staggers them 4 s apart). */
export const SUPPORT_REPLY_TARGET_CHARS = 280;
export const SUPPORT_MAX_REPLIES = 3;
/** A password-reset link works once, for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1_000;
/** At most one recovery mail per account in this interval (a flood of requests sends one mail). */
export const RECOVERY_MIN_INTERVAL_MS = 60 * 1_000;
/** Hashed build assets (…-[hash].js) never change: cache them for a year. */
export const HASHED_ASSET_MAX_AGE_S = 365 * 24 * 60 * 60;
/** SIGTERM: requests and agent jobs in flight get this long in all to finish before the process exits anyway (SHUTDOWN_GRACE_MS). */
export const SHUTDOWN_GRACE_MS = 10_000;
/** Below this a job in flight could never finish; above it a supervisor (systemd's TimeoutStopSec) kills first. */
export const SHUTDOWN_GRACE_MIN_MS = 1_000;
export const SHUTDOWN_GRACE_MAX_MS = 300_000;
/** While shutting down, how often connections whose last answer was sent are closed (keep-alive would wait). */
export const SHUTDOWN_IDLE_SWEEP_MS = 100;

// ── The checkout webhook (docs/checkout.md); the plans themselves live in @agente/rules ──
/** A paid month ends on the same calendar day of the next month in this zone (31 Jan → 28/29 Feb). */
export const PLAN_TIME_ZONE = SAO_PAULO_TIME_ZONE;
/** Headers that may carry CHECKOUT_WEBHOOK_SECRET: ours (generic payload) and Hotmart's hottok. */
export const CHECKOUT_SECRET_HEADERS = ['x-webhook-secret', 'x-hotmart-hottok'] as const;
/** Where the welcome mail sends the buyer (the panel's login page). */
export const PANEL_LOGIN_PATH = '/login';
/** The panel's Conversas; a lead's transcript is at this path + '/' + its phone (the handover mail links it). */
export const PANEL_CONVERSATIONS_PATH = '/panel/conversas';

// ── The embedded checkout (demo only; the demo's stand-in paths live in @agente/rules' siteSettings) ──
/** Path the embedded checkout returns the buyer to after paying. */
export const PURCHASE_CONFIRMED_PATH = '/compra-confirmada';
/** How many mails of the outbox the checkout simulator's "Caixa de saída" lists (newest first). */
export const OUTBOX_LIST_LIMIT = 20;
// ── Agent runtime: the embedded brain and the turn planner ──
/** WhatsApp commands: from the training phone, clears the conversation's memory and flow position… */
export const CLEAR_COMMAND = '#limpar';
/** Messages the test conversation keeps (the oldest go first); the brain reads only the last TURN_HISTORY_LIMIT. */
export const PLAYGROUND_MESSAGE_LIMIT = 200;
/** The test lead's stand-in for a phone number, where a turn names its lead (hashed for a model provider). */
export const PLAYGROUND_LEAD_KEY = 'testar-agente';
/**
 * Test messages one account may send to its agent per minute and per São Paulo day: each may cost a language
 * model call, and a seller testing by hand writes far fewer.
 */
export const PLAYGROUND_MESSAGES_PER_MINUTE = 10;
export const PLAYGROUND_MESSAGES_PER_DAY = 300;
/** …from the connected number in a lead's chat, pauses the agent for that lead… */
export const PAUSE_COMMAND = '#';
/** …and releases it. */
export const RELEASE_COMMAND = '*';
/**
 * The lead's text answers an objection when their similarity (0–1, recall-weighted F-score of shared pt-BR
 * terms) reaches this…
 */
export const OBJECTION_MATCH_THRESHOLD = 0.3;
/** …and beats the runner-up objection by at least this much; closer than that is ambiguous and matches none. */
export const OBJECTION_MATCH_MARGIN = 0.15;
/** Words shorter than this must be spelled exactly; longer ones may carry one typo. */
export const OBJECTION_TYPO_MIN_LENGTH = 5;
/**
 * How much a lead's word counts for a word of the question: the same stem fully, a one-letter typo a little
 * less, a synonym ("valor" for "custa") less again, so "aceita pix?" still tells "Aceita pix?" from
 * "Aceita cartão?".
 */
export const OBJECTION_TERM_WEIGHTS = { sameStem: 1, typo: 0.85, sameConcept: 0.7 } as const;
/**
 * The longest text of the language model sent to a lead, in characters; a longer one is not sent at all (the
 * built-in brain answers). WhatsApp sales talk is a few short lines, and the check stays cheap.
 */
export const MODEL_TEXT_MAX_CHARS = 1_500;
/**
 * The most of a chat-completions HTTP answer read, in bytes; the stream is dropped past it. An answer of
 * LLM_MAX_TOKENS tokens with its tool call is a few kilobytes.
 */
export const LLM_RESPONSE_MAX_BYTES = 64 * 1_024;
/**
 * TRANSCRIBE_TIMEOUT_MS's default: fetching a voice note and transcribing it, together. A WhatsApp voice note of a
 * minute or two takes a hosted speech-to-text model a few seconds; the lead waits for this at most.
 */
export const TRANSCRIBE_TIMEOUT_DEFAULT_MS = 30_000;
export const TRANSCRIBE_TIMEOUT_MIN_MS = 1_000;
export const TRANSCRIBE_TIMEOUT_MAX_MS = 120_000;
/**
 * The largest voice note fetched for transcription, in bytes: OpenAI's /audio/transcriptions takes up to 25 MB, and
 * a WhatsApp voice note (Opus, ~16 kbit/s) of ten minutes is about 1.2 MB. A larger file is answered as wordless.
 */
export const TRANSCRIBE_AUDIO_MAX_BYTES = 25 * 1_024 * 1_024;
/** The most of the transcription service's answer read, in bytes ({text} of a long voice note is a few kB). */
export const TRANSCRIBE_RESPONSE_MAX_BYTES = 256 * 1_024;
/** Wait before the one retry of a 429 or 5xx from the model (longer when the provider sends Retry-After). */
export const LLM_RETRY_BACKOFF_MS = 500;
/** The conversation shown to the model, in estimated tokens (characters / 4), when LLM_HISTORY_TOKENS is unset. */
export const LLM_HISTORY_TOKENS_DEFAULT = 3_000;
/** An account's model tokens per São Paulo day for its leads, when LLM_DAILY_TOKENS_PER_ACCOUNT is unset. */
export const LLM_DAILY_TOKENS_PER_ACCOUNT_DEFAULT = 500_000;
/** Tool calls of one model answer that run, in order; later ones are dropped and the turn says why. */
export const LLM_TOOL_CALLS_MAX = 3;
/** The longest handover reason the model may give (it goes to the owner's e-mail and the waiting list). */
export const LLM_HANDOVER_REASON_MAX_CHARS = 200;
/** Pacing of a turn's parts "like a person typing": this much per character of text… */
export const TYPING_MS_PER_CHARACTER = 35;
/** …never less than this before a part (a media message waits this long)… */
export const TYPING_DELAY_MIN_MS = 1_000;
/** …and never more than this, so a long step does not look like the agent went away. */
export const TYPING_DELAY_MAX_MS = 6_000;

// ── security: account gates ──
/**
 * Operations that spend the service, refused while the plan has ended (the account can still log in, read, edit
 * its configuration and renew).
 * Agent and follow-up operations are refused only when they turn something on (status true).
 */
export const PLAN_GATED_OPERATIONS = [
  'createConnection',
  'setAgentStatus',
  'createFollowupMessage',
  'updateFollowupMessage',
  'setFollowupMessageStatus',
  // The test chat asks the same brain as a lead's turn (a language model's tokens are paid for).
  'sendPlaygroundMessage',
  // The owner writing from Conversas goes out on the connected number like the agent's answers.
  'sendHumanMessage',
] as const;
/** What an account on a temporary password may still do. */
export const PASSWORD_CHANGE_OPERATIONS = ['getMe', 'updateMe', 'logout'] as const;

// ── Conversation runtime ──
/** Default wait after a lead's message before the agent answers, so a burst is read as one (AGENT_DEBOUNCE_MS). */
export const AGENT_DEBOUNCE_DEFAULT_MS = 4_000;
export const AGENT_DEBOUNCE_MAX_MS = 60_000;
/**
 * The owner's own message in a lead's chat (from the phone) pauses the agent for that lead this long by default
 * (AGENT_HUMAN_PAUSE_HOURS): a conversation the owner took over usually settles within the day.
 */
export const AGENT_HUMAN_PAUSE_DEFAULT_HOURS = 12;
/** A longer timed pause is a pause for good: `#` says that. */
export const AGENT_HUMAN_PAUSE_MAX_HOURS = 24 * 30;
/** A lead message that arrives this much later than it was written (after downtime) is recorded but not answered. */
export const STALE_MESSAGE_MS = 30 * 60 * 1_000;
/**
 * Earlier messages of the conversation read for the brain: enough for LLM_HISTORY_TOKENS, which bounds what the
 * model is shown (a count would let long or media lines crowd out the rest).
 */
export const TURN_HISTORY_LIMIT = 200;
/**
 * Consecutive lead turns the built-in brain could not answer before a person takes over: one miss may be a
 * typo, three mean the lead needs someone who knows more than the product record.
 */
export const UNANSWERED_TURNS_BEFORE_HANDOVER = 3;
/** A text this long is not sent twice in a row: a repeated question gets its short form (the key fact). */
export const REPEAT_SHORTEN_MIN_CHARS = 40;
/** Unanswered lead messages one turn reads at most (the newest ones). */
export const TURN_BURST_LIMIT = 20;
/** An outgoing event on the number with the same text as a message the agent sent this recently is its echo. */
export const AGENT_ECHO_WINDOW_MS = 5 * 60 * 1_000;
/**
 * Follow-ups go out only from 08:00 to 20:00 in São Paulo until the owner edits the window (Follow Up): a message
 * due at night waits for the morning.
 */
export const FOLLOWUP_WINDOW_DEFAULT = {
  startMinute: 8 * 60,
  endMinute: 20 * 60,
  timeZone: SAO_PAULO_TIME_ZONE,
};
/** Follow-up delays are whole hours (followup_messages.tempo). */
export const SECONDS_PER_HOUR = 3_600;
/**
 * A delivery report can reach the webhook before the send it reports on recorded the provider's message id (the
 * provider reports at once; the send's own answer waits its turn on a busy server): it is tried again after 1, 2,
 * 4, 8 and 16 s, then dropped.
 */
export const DELIVERY_REPORT_RETRIES = 5;
/** How often runtime workers look for jobs that became due (jobs due at once also wake them through LISTEN/NOTIFY). */
export const QUEUE_POLL_SECONDS = 1;
/**
 * Workers of each queue a lead is waiting on (turns, sends, voice-note transcriptions) in one process: a batch
 * held up by a slow model or gateway must not hold up other leads' batches (turns of one lead never run together:
 * see jobQueue.ts).
 */
export const RUNTIME_WORKER_CONCURRENCY = 4;
/**
 * Workers of each queue of scheduled or background work (follow-ups, resumes, handover notices, documents, sales
 * recovery, late delivery reports): their batches already run side by side, and every worker polls the database
 * each QUEUE_POLL_SECONDS, so four each made 24 of an idle server's 36 statements a second on the embedded
 * database.
 */
export const SCHEDULED_WORKER_CONCURRENCY = 1;
/** Jobs one worker fetches at once and runs side by side (turns of one lead are never in the same batch). */
export const RUNTIME_JOB_BATCH_SIZE = 25;
/**
 * A running job's worker tells the queue it is alive this often (pg-boss refreshes it at half the interval). A job
 * whose process died (kill -9, a lost machine) is retried once its heartbeat is this stale and the queue's next
 * check (every minute) sees it, instead of holding its lead's outbox or turn for the 15 minutes of pg-boss's
 * default expiry.
 */
export const QUEUE_HEARTBEAT_SECONDS = 10;
/** PostgreSQL connections of the job queue (its workers' fetches, LISTEN and maintenance; handlers use the app's pool). */
export const QUEUE_POOL_SIZE = 10;
/**
 * Node flags the server process runs with (scripts/start.ts, apps/server's start script, and the server the tests
 * and benchmarks start as `npm start` does):
 *  - 4 MB per young-generation semi-space: V8 grew it to its maximum under the first start's work and kept it,
 *    some 130 MB of a small server's memory before any lead wrote;
 *  - a 512 MB old generation: with no bound V8 (sized for this machine's memory) lets the old generation grow to
 *    4× what was live after its last full collection before collecting again; under a burst on the embedded
 *    database some 80 MB are live and the heap grew to 260 MB of garbage first. Below 1 GB V8 grows it by at most
 *    ~1.4× instead. A server whose live objects passed 512 MB would stop with "heap out of memory".
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=512'] as const;
/** The embedded database's shared buffer pool (PostgreSQL's setting; PGlite's default is 128MB, held for good). */
export const PGLITE_SHARED_BUFFERS = '16MB';
/**
 * On the embedded database (one statement at a time), a batch of runtime jobs waits while HTTP requests are in
 * flight, at most this long: the gateway's webhook is answered first and a lead's burst is stored before its
 * turn reads it (db/requestsFirst.ts).
 */
export const QUEUE_WAITS_FOR_REQUESTS_MAX_MS = 5_000;
/** On shutdown, runtime jobs in flight get this long to finish. */
export const RUNTIME_STOP_TIMEOUT_MS = 10_000;

// ── Health and readiness (docs/deploy.md#health-checks) ──
/** Each readiness check (database, migrations) gives up after this long: a probe must answer before the balancer's own timeout. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

// ── Knowledge base ("Base de conhecimento"; how many entries and documents: PLAN_KNOWLEDGE_LIMITS) ──
/** A passage holds this many sentences at most… */
export const KNOWLEDGE_PASSAGE_MAX_SENTENCES = 3;
/** …and this many characters (unless one sentence alone is longer). */
export const KNOWLEDGE_PASSAGE_MAX_CHARS = 500;
/** A document whose text gives more passages than this is refused ("grande demais"). */
export const KNOWLEDGE_DOCUMENT_MAX_PASSAGES = 20_000;
/**
 * Passages written per INSERT: the embedded database runs each statement in the server's thread, and a passage
 * (its search vector and its words in the index) takes a few tenths of a millisecond there; 8 hold the event loop
 * a few ms, where 25 held it 10–40 ms.
 */
export const KNOWLEDGE_PASSAGE_INSERT_BATCH = 8;
/** A question of more distinct words than this is not searched "all words but one" (a variant per word). */
export const KNOWLEDGE_SEARCH_VARIANT_WORDS = 12;
/** Candidates the full-text search returns per kind (FAQ, passages) for the scoring to choose from. */
export const KNOWLEDGE_SEARCH_CANDIDATES = 12;
/** FAQ entries the search reads from its tiers and ranks, for the best KNOWLEDGE_SEARCH_CANDIDATES of them. */
export const KNOWLEDGE_SEARCH_FAQ_READ = 24;
/** An answer from a passage: at most this many of its sentences (the ones holding what was asked). */
export const KNOWLEDGE_ANSWER_MAX_SENTENCES = 2;
/**
 * A FAQ entry answers when its question's similarity to the lead's (0–1, the objections' measure) reaches this…
 */
export const KNOWLEDGE_FAQ_THRESHOLD = 0.45;
/** …a passage when the share of the lead's words its best sentences hold reaches this. */
export const KNOWLEDGE_PASSAGE_THRESHOLD = 0.6;
/** Two candidates closer than this are ambiguous: the better one answers only if it is a FAQ entry. */
export const KNOWLEDGE_MATCH_MARGIN = 0.05;
/** "Perguntas sem resposta" lists the most recent this many. */
export const KNOWLEDGE_UNANSWERED_LISTED = 200;

// ── WhatsApp Cloud API (the official API) ──
/** A Graph API call slower than this counts as unreachable (a send becomes 'incerta', never re-sent blindly). */
export const GRAPH_TIMEOUT_MS = 10_000;
/** The largest media file kept from a lead: the Cloud API's own ceiling (documents up to 100 MB). */
export const GRAPH_MEDIA_MAX_BYTES = 100 * 1_024 * 1_024;
/** Outside this many hours since the lead last wrote, the Cloud API takes only approved templates. */
export const CLOUD_FREE_FORM_WINDOW_HOURS = 24;
/**
 * A send the provider refused for a rate limit waits on the queue this long times the attempt (the turn is not
 * failed)…
 */
export const OUTBOX_RATE_LIMIT_RETRY_MS = 30_000;
/** …at most this many times before the message counts as failed. */
export const OUTBOX_RATE_LIMIT_MAX_RETRIES = 5;
/** In a template variable, this is replaced by the lead's name (or "cliente" when the lead gave none). */
export const TEMPLATE_LEAD_NAME_VARIABLE = '{nome}';
export const TEMPLATE_LEAD_NAME_FALLBACK = 'cliente';
/** A template may carry at most this many body variables here (Meta allows more; a follow-up needs few). */
export const TEMPLATE_MAX_VARIABLES = 10;
