import { Banner, Button, Heading, Inline, Stack, Text } from '@agente/ui';
import type { ReactNode } from 'react';
import { FLUXO_COPY as COPY } from './fluxo.copy.ts';

export interface FluxoViewProps {
  /** The product navigation bar. */
  nav: ReactNode;
  productName: string | null;
  /** Why the product could not be read (the server's message or the default). */
  productError?: string | null;
  /** The flow's steps (FlowStepsView). */
  steps: ReactNode;
  /** The product's media (FlowMediaView). */
  media: ReactNode;
  /** Opens "Testar agente" to try the flow as a lead. */
  onTestAgent: () => void;
}

/** /panel/produto-detalhes/:id — the agent's flow of one product and its media. Pure. */
export function FluxoView(props: FluxoViewProps) {
  return (
    <Stack gap="xl">
      {props.nav}
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro(props.productName)}</Text>
        <Inline>
          <Button variant="secondary" size="sm" onPress={props.onTestAgent}>
            {COPY.testAgent}
          </Button>
        </Inline>
      </Stack>
      {props.productError && <Banner tone="danger">{props.productError}</Banner>}
      <Banner tone="warning">{COPY.limitsBanner}</Banner>
      {props.steps}
      {props.media}
    </Stack>
  );
}
