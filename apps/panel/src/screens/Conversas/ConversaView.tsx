import { HUMAN_MESSAGE_MAX_LENGTH } from '@agente/rules';
import {
  AgentStatusBadge,
  Badge,
  Banner,
  Button,
  Card,
  Composer,
  type ConversationItem,
  ConversationView,
  Heading,
  Inline,
  Link,
  RetryBanner,
  Spinner,
  Stack,
  Text,
} from '@agente/ui';
import { PATHS } from '../../paths.ts';
import { CONVERSAS_COPY as COPY } from './conversas.copy.ts';

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

/** /panel/conversas/:phone — the lead's transcript, the agent's state for this lead, and the composer. */
export function ConversaView(props: ConversaViewProps) {
  const stopped = props.accountAgent === 'ativo' ? null : COPY.accountAgent[props.accountAgent];
  return (
    <Stack gap="lg">
      <Link href={PATHS.conversations}>{COPY.back}</Link>
      {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
      {props.status === 'error' && (
        <RetryBanner onRetry={props.onRetry}>{COPY.conversationLoadError}</RetryBanner>
      )}
      {props.status === 'ready' && (
        <>
          <Card as="section" aria-labelledby="conversa-titulo">
            <Stack gap="sm">
              <Heading level={1} id="conversa-titulo">
                {/* The lead's name, isolated: its direction never reorders the page around it. */}
                <bdi>{props.title}</bdi>
              </Heading>
              <Text tone="muted">{props.phone}</Text>
              <Inline gap="md" justify="between">
                <Stack gap="xxs">
                  <Inline>
                    <AgentStatusBadge status={stopped || props.paused ? 'paused' : 'active'}>
                      {stopped ? stopped.badge : props.paused ? COPY.agentPaused : COPY.agentActive}
                    </AgentStatusBadge>
                  </Inline>
                  {props.waiting && (
                    <Inline>
                      <Badge tone="danger">{props.waiting}</Badge>
                    </Inline>
                  )}
                  {props.doNotDisturb && (
                    <Inline>
                      <Badge tone="neutral">{props.doNotDisturb}</Badge>
                    </Inline>
                  )}
                  {props.purchase && (
                    <Inline>
                      <Badge tone="success">{props.purchase}</Badge>
                    </Inline>
                  )}
                  {stopped && <Text tone="muted">{stopped.hint}</Text>}
                  {(!stopped || props.paused) && (
                    <Text tone="muted">{props.paused ? props.pausedWhy : COPY.activeHint}</Text>
                  )}
                </Stack>
                {props.paused ? (
                  <Button
                    variant="primary"
                    isPending={props.isChangingPause}
                    pendingLabel={COPY.resuming}
                    onPress={props.onResume}
                  >
                    {COPY.resume}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    isPending={props.isChangingPause}
                    pendingLabel={COPY.pausing}
                    onPress={props.onPause}
                  >
                    {COPY.pause}
                  </Button>
                )}
              </Inline>
            </Stack>
          </Card>
          {props.actionError && <Banner tone="danger">{props.actionError}</Banner>}
          <ConversationView
            items={props.items}
            labels={{ ...COPY.transcript, title: COPY.conversationTitle(props.title) }}
            hasOlder={props.hasOlder}
            isLoadingOlder={props.isLoadingOlder}
            olderError={props.olderError}
            onLoadOlder={props.onLoadOlder}
          />
          <Composer
            value={props.draft}
            onChange={props.onDraftChange}
            onSubmit={props.onSend}
            labels={COPY.composer}
            maxLength={HUMAN_MESSAGE_MAX_LENGTH}
            isPending={props.isSending}
          />
        </>
      )}
    </Stack>
  );
}
