import { parseStoredFlowText } from '@agente/rules';
import { KANBAN_STEP_TEXT_MAX_CHARS } from '../constants.ts';

/**
 * The start of a step's free text for its kanban column: markers (media, offer, pause) dropped, runs of spaces
 * and line breaks made one space, cut at the last whole word that fits the limit (the kanban's by default).
 */
export function stepTextExcerpt(texto: string, maxChars: number = KANBAN_STEP_TEXT_MAX_CHARS): string {
  const words = parseStoredFlowText(texto)
    .flatMap((part) => (part.type === 'text' ? [part.value] : []))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length <= maxChars) return words;
  const cut = words.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // One word longer than the limit is cut inside it.
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, maxChars)).trimEnd();
}
