/** The chat's public shapes: what the caller passes (state, texts and handlers). */
export const CHAT_WIDGET_FONT_SIZES = ['small', 'medium', 'large'] as const;
export type ChatWidgetFontSize = (typeof CHAT_WIDGET_FONT_SIZES)[number];

export interface ChatWidgetMessage {
  id: string;
  content: string;
  isUser: boolean;
  /** When it was written (epoch milliseconds or ISO text); shown as pt-BR HH:mm. */
  timestamp: number | string;
}

export interface ChatWidgetLabels {
  /** The floating button, e.g. "Abrir suporte". */
  open: string;
  /** The window title ('Suporte'). */
  title: string;
  /** Under the title while nobody is typing, e.g. "Respondemos em instantes". */
  subtitle: string;
  close: string;
  minimise: string;
  expand: string;
  /** "Tamanho da fonte" and one name per size. */
  fontSize: string;
  fontSizes: Record<ChatWidgetFontSize, string>;
  /** Shown while the conversation is empty ('Olá! Como posso ajudá-lo hoje?'). */
  greeting: string;
  /** 'digitando...'. */
  typing: string;
  /** Names the list of messages, e.g. "Conversa com o suporte". */
  conversation: string;
  /** Who wrote each message, for screen readers: "Você" and "Suporte". */
  you: string;
  support: string;
  /** The message field's label and placeholder. */
  message: string;
  messagePlaceholder: string;
  send: string;
  /** Read after a link in a message, e.g. "(abre em nova aba)". */
  newTab: string;
  /** The way to a person once the automation could not help, e.g. "Falar com uma pessoa". */
  talkToPerson?: string;
}

export interface ChatWidgetProps {
  isOpen: boolean;
  isMinimised: boolean;
  fontSize: ChatWidgetFontSize;
  messages: readonly ChatWidgetMessage[];
  /** A reply is on its way: 'digitando...' shows. */
  isTyping: boolean;
  /** A message is being sent: sending again waits. */
  isSending: boolean;
  draft: string;
  labels: ChatWidgetLabels;
  /**
   * Where 'Falar com uma pessoa' leads (the support team's WhatsApp), given once the automation could not help;
   * null or absent hides it.
   */
  personUrl?: string | null;
  onOpen: () => void;
  onClose: () => void;
  onMinimise: () => void;
  onExpand: () => void;
  onFontSizeChange: (size: ChatWidgetFontSize) => void;
  onDraftChange: (text: string) => void;
  /** Enter in the field or the send button; the caller ignores blank drafts. */
  onSend: () => void;
}
