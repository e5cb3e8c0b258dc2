import { Heading, Link, Stack, Text } from '@agente/ui';
import { PAGINA_NAO_ENCONTRADA_COPY as COPY } from './paginaNaoEncontrada.copy.ts';

export interface PaginaNaoEncontradaViewProps {
  /** Where 'Voltar ao início' leads (the dashboard). */
  homeHref: string;
}

/** An unknown /panel address: said inside the panel, the menu beside it, with a way back to the dashboard. */
export function PaginaNaoEncontradaView({ homeHref }: PaginaNaoEncontradaViewProps) {
  return (
    <Stack gap="md">
      <Heading level={1}>{COPY.title}</Heading>
      <Text tone="muted">{COPY.description}</Text>
      <Text>
        <Link href={homeHref}>{COPY.backHome}</Link>
      </Text>
    </Stack>
  );
}
