// @agente/machines: the panel's behaviour over time. Every machine declares its side effects as named
// placeholders; the caller supplies them with `machine.provide({ actors, actions })` and runs it with
// @xstate/react's useMachine / useActorRef.

export {
  type AgentPlaygroundContext,
  type AgentPlaygroundEvent,
  agentPlaygroundMachine,
} from './agentPlayground/agentPlaygroundMachine.ts';
export {
  type AgentStatusContext,
  type AgentStatusEvent,
  agentStatusMachine,
} from './agentStatus/agentStatusMachine.ts';
export {
  type ConnectionIndicatorContext,
  type ConnectionIndicatorEvent,
  type ConnectionIndicatorInput,
  connectionIndicatorMachine,
} from './connectionIndicator/connectionIndicatorMachine.ts';
export {
  CHAT_REPLY_STAGGER_MS,
  CHAT_TIMEOUT_MS,
  CONVERSATION_POLL_MS,
  CONVERSATION_SEARCH_DEBOUNCE_MS,
  COPY_FEEDBACK_MS,
  LINK_COPIED_MS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGED_CLOSE_MS,
  PHONE_COUNTRY_PREFIX,
  PRODUCT_RETRY_DELAYS_MS,
  QR_COUNTDOWN_SECONDS,
  QR_COUNTDOWN_TICK_MS,
  QR_POLL_INTERVAL_MS,
  RELOAD_AFTER_CONNECT_MS,
  SUCCESS_MESSAGE_MS,
  TYPING_MAX_MS,
  TYPING_MIN_MS,
  TYPING_MS_PER_CHAR,
  VERSION_POLL_MS,
  WHATSAPP_PHONE_MAX_DIGITS,
} from './constants.ts';
export {
  type ConversationListContext,
  type ConversationListEvent,
  type ConversationListPageInput,
  conversationListMachine,
} from './conversationList/conversationListMachine.ts';
export {
  type ErrorDetails,
  isErrorDetails,
  isNetworkError,
  isUnauthorizedError,
  readErrorDetails,
  serverMessageOr,
} from './errors.ts';
export {
  copyFeedbackMachine,
  type FeedbackTimerContext,
  type FeedbackTimerEvent,
  feedbackTimerMachine,
  linkCopiedMachine,
  successMessageMachine,
} from './feedbackTimer/feedbackTimerMachine.ts';
export {
  type ChangePasswordInput,
  type ForcedPasswordChangeContext,
  type ForcedPasswordChangeEvent,
  type ForcedPasswordChangeInput,
  forcedPasswordChangeMachine,
  validateNewPassword,
} from './forcedPasswordChange/forcedPasswordChangeMachine.ts';
export {
  type ColumnPageInput,
  type KanbanBoardContext,
  type KanbanBoardEvent,
  type KanbanBoardInput,
  kanbanBoardMachine,
} from './kanbanBoard/kanbanBoardMachine.ts';
export {
  type KanbanTagContext,
  type KanbanTagEvent,
  type KanbanTagInput,
  kanbanTagMachine,
  type LeadTag,
} from './kanbanTag/kanbanTagMachine.ts';
export {
  documentVisibility,
  type FetchPageInput,
  type LiveConversationContext,
  type LiveConversationEvent,
  type LiveConversationInput,
  liveConversationMachine,
} from './liveConversation/liveConversationMachine.ts';
export { EMPTY_TRANSCRIPT, type Transcript } from './liveConversation/transcript.ts';
export {
  apiErrorMessage,
  CHAT_FAILED,
  CHAT_TIMEOUT,
  CONNECT_UNAUTHORIZED,
  CONVERSATION_ACTION_FAILED,
  CONVERSATION_OLDER_FAILED,
  DEVICE_CONNECTED,
  DEVICE_DISCONNECTED,
  DISCONNECT_FAILED,
  LEAD_TAG_UPDATE_FAILED,
  LOGIN_FAILED,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGE_SESSION_EXPIRED,
  PASSWORD_CHANGE_USER_MISSING,
  PASSWORD_CHANGED,
  PASSWORD_FIELDS_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PHONE_FORMAT_INVALID,
  PRODUCTS_LOAD_FAILED,
  QR_AWAITING_SCAN,
  QR_CODE_MISSING,
  QR_POLLING_STOPPED,
  QR_STILL_DISCONNECTED,
  QR_TIMER_EXPIRED,
  QR_UNKNOWN_STATUS,
  SESSION_EXPIRED,
  STATUS_CHECK_FAILED,
  TOKEN_INVALID,
  TOKEN_INVALID_OR_EXPIRED,
  WHATSAPP_API_UNREACHABLE,
} from './messages.ts';
export { NotProvidedError } from './notProvided.ts';
export {
  type ProductsLoaderContext,
  type ProductsLoaderEvent,
  productsLoaderMachine,
} from './productsLoader/productsLoaderMachine.ts';
export {
  isValidWhatsappPhone,
  type Notice,
  type NoticeTone,
  type QrConnectionContext,
  type QrConnectionEvent,
  type QrConnectionInput,
  qrConnectionMachine,
  sanitizePhone,
} from './qrConnection/qrConnectionMachine.ts';
export {
  isWellFormedToken,
  type LoginInput,
  type SessionContext,
  type SessionEvent,
  sessionMachine,
} from './session/sessionMachine.ts';
export {
  buildChatSessionId,
  CHAT_FONT_SIZES,
  type ChatFontSize,
  type ChatMessage,
  isAcceptedReply,
  type SupportChatContext,
  type SupportChatEvent,
  type SupportChatInput,
  type SupportMessageInput,
  supportChatMachine,
  typingDurationMs,
} from './supportChat/supportChatMachine.ts';
export {
  type VersionCheckContext,
  type VersionCheckEvent,
  versionCheckMachine,
} from './versionCheck/versionCheckMachine.ts';
