import { HUMAN_MESSAGE_MAX_LENGTH } from '@agente/rules';
import {
  AgentStatusBadge,
  Badge,
  Banner,
  Button,
  ChatThread,
  Composer,
  type ConversationItem,
  InboxThreadTitle,
  Inline,
  Link,
  RetryBanner,
  Spinner,
  Stack,
  Text,
} from '@agente/ui';
import { PATHS } from '../../paths.ts';
import { CONVERSAS_COPY as COPY } from './conversas.copy.ts';

/** Where the lead stands on the kanban, in words, with the address of that kanban. */
export interface ConversaKanban {
  /** "Etapa 2 · Sérum Capilar" */
  step: string;
  tag: string | null;
  href: string;
}

export interface ConversaViewProps {
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
  title: string;
  phone: string;
  paused: boolean;
  /** The account's agent for every lead: switched off or stopped by an ended plan, it answers nobody. */
  accountAgent: 'ativo' | 'desligado' | 'plano_expirado';
  /** Why and since when the agent is paused, in words. */
  pausedWhy: string;
  /** The lead waits for a person (since when, why), in words; null when it does not. */
  waiting?: string | null;
  /** The lead asked the agent to stop writing (since when), in words; null when it did not. */
  doNotDisturb?: string | null;
  /** The lead bought ("Comprou · R$ 197,00 · Kit"); null when it did not, or the sale was refunded. */
  purchase?: string | null;
  /** The lead's kanban card; null without one. */
  kanban?: ConversaKanban | null;
  isChangingPause: boolean;
  onPause: () => void;
  onResume: () => void;
  items: readonly ConversationItem[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  isSending: boolean;
  actionError: string | null;
}

/**
 * One lead's conversation in the inbox's chat shell: a fixed header (who, the phone, the agent's state for this
 * lead with Pausar/Retomar, the kanban step and tag with a link there), the transcript, and a fixed composer.
 */
export function ConversaView(props: ConversaViewProps) {
  const stopped = props.accountAgent === 'ativo' ? null : COPY.accountAgent[props.accountAgent];
  const back = <Link href={PATHS.conversations}>{COPY.back}</Link>;
  if (props.status !== 'ready') {
    return (
      <Stack gap="md">
        {back}
        {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
        {props.status === 'error' && (
          <RetryBanner onRetry={props.onRetry}>{COPY.conversationLoadError}</RetryBanner>
        )}
      </Stack>
    );
  }
  const header = (
    <Stack gap="xs">
      <Inline gap="sm" justify="between" wrap={false}>
        <Stack gap="xxs">
          <InboxThreadTitle id="conversa-titulo">
            {/* The lead's name, isolated: its direction never reorders the page around it. */}
            <bdi>{props.title}</bdi>
          </InboxThreadTitle>
          <Text tone="muted" size="sm">
            {props.phone}
          </Text>
        </Stack>
        {/* One button whose words and action follow the agent's state for this lead. */}
        <Button
          variant={props.paused ? 'primary' : 'secondary'}
          size="sm"
          isPending={props.isChangingPause}
          pendingLabel={props.paused ? COPY.resuming : COPY.pausing}
          onPress={props.paused ? props.onResume : props.onPause}
        >
          {props.paused ? COPY.resume : COPY.pause}
        </Button>
      </Inline>
      <Inline gap="xs">
        <AgentStatusBadge status={stopped || props.paused ? 'paused' : 'active'}>
          {stopped ? stopped.badge : props.paused ? COPY.agentPaused : COPY.agentActive}
        </AgentStatusBadge>
        {props.waiting && <Badge tone="danger">{props.waiting}</Badge>}
        {props.doNotDisturb && <Badge tone="neutral">{props.doNotDisturb}</Badge>}
        {props.purchase && <Badge tone="success">{props.purchase}</Badge>}
        {props.kanban && <Badge tone="info">{props.kanban.step}</Badge>}
        {props.kanban?.tag && <Badge tone="neutral">{props.kanban.tag}</Badge>}
        {props.kanban && <Link href={props.kanban.href}>{COPY.kanbanLink}</Link>}
      </Inline>
      <Text tone="muted" size="sm">
        {stopped ? stopped.hint : props.paused ? props.pausedWhy : COPY.activeHint}
      </Text>
    </Stack>
  );
  return (
    <ChatThread
      back={back}
      header={header}
      notice={props.actionError && <Banner tone="danger">{props.actionError}</Banner>}
      items={props.items}
      labels={{ ...COPY.transcript, title: COPY.conversationTitle(props.title) }}
      hasOlder={props.hasOlder}
      isLoadingOlder={props.isLoadingOlder}
      olderError={props.olderError}
      onLoadOlder={props.onLoadOlder}
      composer={
        <Composer
          value={props.draft}
          onChange={props.onDraftChange}
          onSubmit={props.onSend}
          labels={COPY.composer}
          maxLength={HUMAN_MESSAGE_MAX_LENGTH}
          isPending={props.isSending}
        />
      }
    />
  );
}
