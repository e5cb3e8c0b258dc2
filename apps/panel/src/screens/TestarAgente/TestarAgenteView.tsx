import { HUMAN_MESSAGE_MAX_LENGTH } from '@agente/rules';
import {
  AgentPlayground,
  type AgentPlaygroundProps,
  Banner,
  Button,
  Heading,
  RetryBanner,
  Spinner,
  Stack,
  Text,
} from '@agente/ui';
import { TESTAR_AGENTE_COPY as COPY } from './testarAgente.copy.ts';

export type TestarAgenteViewProps = Omit<AgentPlaygroundProps, 'labels' | 'maxLength'> & {
  status: 'loading' | 'ready' | 'notReady' | 'error';
  onRetry: () => void;
  onGoToAgent: () => void;
  /** The account spent its day of language-model tokens: the built-in rules answer until midnight. */
  isModelLimitReached?: boolean;
};

/** /panel/testar-agente — the chat with the account's own agent. Pure. */
export function TestarAgenteView({
  status,
  onRetry,
  onGoToAgent,
  isModelLimitReached = false,
  ...playground
}: TestarAgenteViewProps) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      {status === 'loading' && <Spinner aria-label={COPY.loading} />}
      {status === 'error' && <RetryBanner onRetry={onRetry}>{COPY.loadError}</RetryBanner>}
      {status === 'notReady' && (
        <Banner
          tone="warning"
          action={
            <Button size="sm" variant="secondary" onPress={onGoToAgent}>
              {COPY.goToAgent}
            </Button>
          }
        >
          {COPY.notReady}
        </Banner>
      )}
      {status === 'ready' && isModelLimitReached && <Banner tone="warning">{COPY.modelLimit}</Banner>}
      {status === 'ready' && (
        <AgentPlayground {...playground} labels={COPY.labels} maxLength={HUMAN_MESSAGE_MAX_LENGTH} />
      )}
    </Stack>
  );
}
