import { Button } from '../../primitives/Button/Button.tsx';
import { AgentStatusBadge } from '../AgentStatusBadge/AgentStatusBadge.tsx';
import { viewportFrame } from '../ChatThread/ChatThread.css.ts';
import { ChatThread, type ChatThreadLabels } from '../ChatThread/ChatThread.tsx';
import { Composer, type ComposerLabels } from '../Composer/Composer.tsx';
import type { ConversationItem } from '../ConversationView/ConversationView.tsx';
import * as styles from './AgentPlayground.css.ts';

export interface AgentPlaygroundLabels {
  transcript: Omit<ChatThreadLabels, 'loadOlder' | 'loadingOlder'>;
  composer: ComposerLabels;
  /** "Agente digitando...", shown while the agent decides its reply. */
  typing: string;
  /** The conversation is paused (a human would take over), e.g. "Agente pausado". */
  paused: string;
  reset: string;
  resetting: string;
}

export interface AgentPlaygroundProps {
  /** The chat as the test lead sees it, with the "why" line after each reply. */
  items: readonly ConversationItem[];
  /** Where the agent is in the flow, in words, e.g. "Etapa 2 de 5". */
  stepLabel: string;
  isPaused: boolean;
  /** The seller's message is on its way and the agent decides its reply: "digitando..." shows, sending waits. */
  isSending: boolean;
  isResetting: boolean;
  error: string | null;
  draft: string;
  maxLength: number;
  labels: AgentPlaygroundLabels;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onReset: () => void;
}

/**
 * A chat with the seller's own agent, in the same chat shell as Conversas: its replies as a lead would see them,
 * where it is in the flow and why it said each thing, with a button to start the conversation over.
 */
export function AgentPlayground({
  items,
  stepLabel,
  isPaused,
  isSending,
  isResetting,
  error,
  draft,
  maxLength,
  labels,
  onDraftChange,
  onSend,
  onReset,
}: AgentPlaygroundProps) {
  return (
    <div className={viewportFrame}>
      <ChatThread
        header={
          <div className={styles.status}>
            <p className={styles.step} aria-live="polite">
              <span>{stepLabel}</span>
              {isPaused && <AgentStatusBadge status="paused">{labels.paused}</AgentStatusBadge>}
            </p>
            <Button
              variant="secondary"
              size="sm"
              isPending={isResetting}
              pendingLabel={labels.resetting}
              onPress={onReset}
            >
              {labels.reset}
            </Button>
          </div>
        }
        items={items}
        labels={{ ...labels.transcript, loadOlder: '', loadingOlder: '' }}
        typing={isSending ? labels.typing : null}
        composer={
          <Composer
            value={draft}
            onChange={onDraftChange}
            onSubmit={onSend}
            labels={labels.composer}
            maxLength={maxLength}
            isPending={isSending || isResetting}
            error={error}
          />
        }
      />
    </div>
  );
}
