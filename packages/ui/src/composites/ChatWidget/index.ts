export {
  CHAT_WIDGET_FONT_SIZES,
  ChatWidget,
  type ChatWidgetFontSize,
  type ChatWidgetLabels,
  type ChatWidgetMessage,
  type ChatWidgetProps,
  loadChatWindow,
} from './ChatWidget.tsx';
export { linkify, type MessagePart } from './linkify.ts';
