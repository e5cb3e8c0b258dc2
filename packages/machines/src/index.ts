// @agente/machines: the panel's behaviour over time. Every machine declares its side effects as named
// placeholders; the caller supplies them with `machine.provide({ actors, actions })` and runs it with
// @xstate/react's useMachine / useActorRef.

export {
  type AgentPlaygroundContext,
  type AgentPlaygroundErrorCode,
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
  CONVERSATION_LIST_POLL_MS,
  CONVERSATION_POLL_MS,
  COPY_FEEDBACK_MS,
  DOCUMENT_POLL_MS,
  LINK_COPIED_MS,
  PASSWORD_CHANGED_CLOSE_MS,
  PRODUCT_RETRY_DELAYS_MS,
  QR_COUNTDOWN_SECONDS,
  QR_COUNTDOWN_TICK_MS,
  QR_POLL_INTERVAL_MS,
  RELOAD_AFTER_CONNECT_MS,
  SEARCH_DEBOUNCE_MS,
  SUCCESS_MESSAGE_MS,
  TYPING_MAX_MS,
  TYPING_MIN_MS,
  TYPING_MS_PER_CHAR,
  VERSION_POLL_MS,
  WAITING_COUNT_POLL_MS,
} from './constants.ts';
export {
  type ConversationListContext,
  type ConversationListEvent,
  type ConversationListPageInput,
  type ConversationListView,
  conversationListMachine,
} from './conversationList/conversationListMachine.ts';
export {
  type ConversationReadContext,
  type ConversationReadEvent,
  type ConversationReadInput,
  conversationReadMachine,
} from './conversationRead/conversationReadMachine.ts';
export {
  type DocumentProcessingContext,
  type DocumentProcessingEvent,
  documentProcessingMachine,
} from './documentProcessing/documentProcessingMachine.ts';
export {
  type ErrorDetails,
  isErrorDetails,
  isNetworkError,
  isUnauthorizedError,
  type MachineMessage,
  messageText,
  readErrorDetails,
  serverMessageOf,
  withServerMessage,
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
  type ForcedPasswordChangeCode,
  type ForcedPasswordChangeContext,
  type ForcedPasswordChangeEvent,
  type ForcedPasswordChangeInput,
  forcedPasswordChangeMachine,
  type NewPasswordFieldErrors,
  type NewPasswordRuleCode,
  newPasswordFieldErrors,
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
  type KanbanTagErrorCode,
  type KanbanTagEvent,
  type KanbanTagInput,
  kanbanTagMachine,
  type LeadTag,
} from './kanbanTag/kanbanTagMachine.ts';
export {
  createListScreenMachine,
  type ListScreenCall,
  type ListScreenContext,
  type ListScreenEmitted,
  type ListScreenEvent,
  type ListScreenFailure,
  type ListScreenInput,
  type ListScreenItem,
  type ListScreenSaveInput,
  type ListScreenSuccess,
  type ListScreenToggleInput,
  type ListScreenUpdateInput,
} from './listScreen/listScreenMachine.ts';
export {
  failureText,
  type ListScreenChange,
  type ListScreenChangesOf,
  type ListScreenSuccessOf,
  type ListScreenTexts,
  type SomeListScreenTexts,
  successText,
} from './listScreen/listScreenTexts.ts';
export {
  type FetchPageInput,
  type LiveConversationContext,
  type LiveConversationErrorCode,
  type LiveConversationEvent,
  type LiveConversationInput,
  liveConversationMachine,
} from './liveConversation/liveConversationMachine.ts';
export { EMPTY_TRANSCRIPT, type Transcript } from './liveConversation/transcript.ts';
export { type LoadStates, type LoadStatus, loadStatus, type MatchesState } from './loadStatus/loadStatus.ts';
export { NotProvidedError } from './notProvided.ts';
export { documentVisibility, type VisibilityEvent } from './pageVisibility/documentVisibility.ts';
export {
  type ProductsLoaderContext,
  type ProductsLoaderErrorCode,
  type ProductsLoaderEvent,
  productsLoaderMachine,
} from './productsLoader/productsLoaderMachine.ts';
export {
  type ConnectionNoticeCode,
  type ConnectionNoticeTexts,
  isValidWhatsappPhone,
  type Notice,
  type NoticeTone,
  noticeText,
  type PhoneErrorCode,
  type QrConnectionContext,
  type QrConnectionEvent,
  type QrConnectionInput,
  qrConnectionMachine,
  sanitizePhone,
} from './qrConnection/qrConnectionMachine.ts';
export {
  type SearchDebounceContext,
  type SearchDebounceEvent,
  searchDebounceMachine,
} from './searchDebounce/searchDebounceMachine.ts';
export {
  isWellFormedToken,
  type LoginInput,
  type SessionContext,
  type SessionErrorCode,
  type SessionEvent,
  sessionMachine,
} from './session/sessionMachine.ts';
export {
  CHAT_FONT_SIZES,
  type ChatFontSize,
  type ChatMessage,
  SUPPORT_CHAT_FAILURES,
  type SupportChatFailureCode,
  wordChatFailures,
} from './supportChat/chatMessage.ts';
export {
  buildChatSessionId,
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
export {
  type WaitingCountContext,
  type WaitingCountEvent,
  waitingCountMachine,
} from './waitingCount/waitingCountMachine.ts';
