// Every timing and business limit the machines rely on (docs/panel-screens.md, docs/connection.md).
// Named delays in each machine default to these values; tests and stories may override them with `.provide({ delays })`.

/** Connection page: status poll while the QR code is shown. */
export const QR_POLL_INTERVAL_MS = 2_000;
/** Connection page: countdown shown with the QR code. */
export const QR_COUNTDOWN_SECONDS = 60;
/** Connection page: the countdown ticks once a second. */
export const QR_COUNTDOWN_TICK_MS = 1_000;
/** Connection page: the page reloads this long after the device connects. */
export const RELOAD_AFTER_CONNECT_MS = 1_000;

/** Support chat: a request still pending after this long is aborted. */
export const CHAT_TIMEOUT_MS = 60_000;
/** Support chat: several replies start this far apart. */
export const CHAT_REPLY_STAGGER_MS = 4_000;
/** Support chat: 'digitando...' lasts this long per character of the reply… */
export const TYPING_MS_PER_CHAR = 50;
/** …but never less than this… */
export const TYPING_MIN_MS = 1_000;
/** …nor more than this. */
export const TYPING_MAX_MS = 3_000;

/** Forced password change: the success message stays this long before the modal closes. */
export const PASSWORD_CHANGED_CLOSE_MS = 1_000;
/** Success messages hide after this long. */
export const SUCCESS_MESSAGE_MS = 3_000;
/** 'Copiado!' (password copy) and the training video 'Link copiado!'. */
export const COPY_FEEDBACK_MS = 1_500;
/** 'Link copiado!' of the administrator's impersonation link. */
export const LINK_COPIED_MS = 2_000;

/** Open conversation: how often the newest page is fetched again while the tab is visible. */
export const CONVERSATION_POLL_MS = 4_000;

/** Conversas' list: how often its first page is read again while the tab is visible, so a new lead or a message
 * in another conversation moves up with its count without a reload. Slower than the open conversation's poll:
 * the list is a wider read, and a row a few seconds late misleads nobody. */
export const CONVERSATION_LIST_POLL_MS = 5_000;

/** A search box (conversations, the administrator's user list) asks the server this long after the last
 * keystroke, not once per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Base de conhecimento: how often the documents are read again while one is still 'processando'. */
export const DOCUMENT_POLL_MS = 3_000;

/** New-version check interval. */
export const VERSION_POLL_MS = 60_000;

/** Product list: waits before each automatic retry (3 retries). */
export const PRODUCT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/** How often the side menu counts the leads waiting for a person (while the tab is visible). */
export const WAITING_COUNT_POLL_MS = 15_000;
