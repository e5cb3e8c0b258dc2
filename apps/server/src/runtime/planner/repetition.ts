import type { BrainHistoryLine } from '../brain/brain.ts';

/** The texts of the agent's last reply: the agent lines after the lead's last words in the history. */
export function lastAgentTexts(history: readonly BrainHistoryLine[]): Set<string> {
  const texts = new Set<string>();
  for (let index = history.length - 1; index >= 0; index--) {
    const line = history[index];
    if (!line || line.author === 'lead') break;
    if (line.author === 'agente') texts.add(line.text);
  }
  return texts;
}
