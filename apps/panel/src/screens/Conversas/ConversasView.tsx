import {
  AsyncSection,
  Banner,
  ConversationList,
  type ConversationListItem,
  PageHeader,
  SearchField,
  Stack,
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
  const isEmpty = props.items.length === 0;
  return (
    <Stack gap="xl">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      <AsyncSection
        aria-label={COPY.list.title}
        status={props.status}
        loadingLabel={COPY.loading}
        errorMessage={COPY.loadError}
        onRetry={props.onRetry}
        search={
          <SearchField
            label={COPY.search}
            placeholder={COPY.searchPlaceholder}
            value={props.search}
            onChange={props.onSearchChange}
          />
        }
        emptyMessage={isEmpty ? (props.search.trim() ? COPY.noMatch : COPY.empty) : null}
        paging={props.pageError && <Banner tone="danger">{COPY.pageError}</Banner>}
      >
        <ConversationList
          items={props.items}
          labels={COPY.list}
          hasMore={props.hasMore}
          isLoadingMore={props.isLoadingMore}
          onLoadMore={props.onLoadMore}
        />
      </AsyncSection>
    </Stack>
  );
}
