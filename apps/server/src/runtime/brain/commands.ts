import { isSamePhone } from '@agente/rules';
import { CLEAR_COMMAND, PAUSE_COMMAND, RELEASE_COMMAND } from '../../constants.ts';

/**
 * Commands typed on WhatsApp that steer the agent instead of talking to it:
 * - `#limpar` written BY the agent's training phone clears that conversation's memory and flow position;
 * - `#` written by the owner FROM the connected number in a lead's chat pauses the agent for that lead;
 * - `*` written the same way releases it.
 * Anything else, including `#` typed by a lead or `#limpar` from any other phone, is an ordinary message.
 */
export type AgentCommand = 'limpar' | 'pausar' | 'liberar';

export interface CommandCandidate {
  /** 'entrada' = written by the lead's phone; 'saida' = written from the connected number into the lead's chat. */
  readonly direction: 'entrada' | 'saida';
  /** The other side of the chat, as the messaging app reports it. */
  readonly leadPhone: string;
  readonly text: string;
  /** agents.phone_treinamento ('' when the agent has none). */
  readonly trainingPhone: string;
}

export function classifyCommand(message: CommandCandidate): AgentCommand | null {
  const text = message.text.trim();
  if (message.direction === 'saida') {
    if (text === PAUSE_COMMAND) return 'pausar';
    if (text === RELEASE_COMMAND) return 'liberar';
    return null;
  }
  if (text.toLowerCase() === CLEAR_COMMAND && isSamePhone(message.leadPhone, message.trainingPhone))
    return 'limpar';
  return null;
}
