import type { ConversationListView } from '@agente/machines';
import {
  AsyncSection,
  Banner,
  ConversationList,
  type ConversationListItem,
  PageHeader,
  SearchField,
  SegmentedControl,
  Stack,
} from '@agente/ui';
import { CONVERSAS_COPY as COPY } from './conversas.copy.ts';

const VIEWS: readonly { id: ConversationListView; label: string }[] = [
  { id: 'todas', label: COPY.views.todas },
  { id: 'aguardando', label: COPY.views.aguardando },
];

export interface ConversasViewProps {
  /** Every conversation, or only the leads waiting for a person (longest wait first). */
  view: ConversationListView;
  onViewChange: (view: ConversationListView) => void;
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

/**
 * /panel/conversas: the account's conversations, newest first, with search; or "Aguardando você", the leads
 * waiting for a person, longest wait first, each with since when and why.
 */
export function ConversasView(props: ConversasViewProps) {
  const isEmpty = props.items.length === 0;
  const waitingView = props.view === 'aguardando';
  const empty = waitingView ? COPY.waitingEmpty : props.search.trim() ? COPY.noMatch : COPY.empty;
  return (
    <Stack gap="xl">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      <SegmentedControl
        label={COPY.views.label}
        options={VIEWS}
        selectedKey={props.view}
        onSelectionChange={props.onViewChange}
      />
      <AsyncSection
        aria-label={COPY.list.title}
        status={props.status}
        loadingLabel={COPY.loading}
        errorMessage={COPY.loadError}
        onRetry={props.onRetry}
        search={
          !waitingView && (
            <SearchField
              label={COPY.search}
              placeholder={COPY.searchPlaceholder}
              value={props.search}
              onChange={props.onSearchChange}
            />
          )
        }
        emptyMessage={isEmpty ? empty : null}
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
