import {
  Banner,
  Button,
  ConversationList,
  type ConversationListItem,
  EmptyState,
  Heading,
  SearchField,
  Spinner,
  Stack,
  Text,
} from '@agente/ui';
import { CONVERSAS_COPY as COPY } from './conversas.copy.ts';

export interface ConversasViewProps {
  status: 'loading' | 'ready' | 'error';
  items: readonly ConversationListItem[];
  search: string;
  onSearchChange: (search: string) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  pageError: boolean;
  onRetry: () => void;
}

/** /panel/conversas: the account's conversations, newest first, with search. */
export function ConversasView(props: ConversasViewProps) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      <Stack as="section" gap="md" aria-label={COPY.list.title}>
        <SearchField
          label={COPY.search}
          placeholder={COPY.searchPlaceholder}
          value={props.search}
          onChange={props.onSearchChange}
        />
        {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
        {props.status === 'error' && (
          <Stack gap="sm">
            <Banner tone="danger">{COPY.loadError}</Banner>
            <Button variant="secondary" onPress={props.onRetry}>
              {COPY.retry}
            </Button>
          </Stack>
        )}
        {props.status === 'ready' &&
          (props.items.length === 0 ? (
            <EmptyState title={props.search.trim() ? COPY.noMatch : COPY.empty} />
          ) : (
            <ConversationList
              items={props.items}
              labels={COPY.list}
              hasMore={props.hasMore}
              isLoadingMore={props.isLoadingMore}
              onLoadMore={props.onLoadMore}
            />
          ))}
        {props.pageError && <Banner tone="danger">{COPY.pageError}</Banner>}
      </Stack>
    </Stack>
  );
}
