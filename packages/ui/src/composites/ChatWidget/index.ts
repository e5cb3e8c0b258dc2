export {
  CHAT_WIDGET_FONT_SIZES,
  ChatWidget,
  type ChatWidgetFontSize,
  type ChatWidgetLabels,
  type ChatWidgetMessage,
  type ChatWidgetProps,
} from './ChatWidget.tsx';
export { linkify, type MessagePart } from './linkify.ts';
