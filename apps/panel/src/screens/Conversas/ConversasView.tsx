import type { ConversationListView } from '@agente/machines';
import {
  Banner,
  ConversationList,
  type ConversationListItem,
  EmptyState,
  InboxLayout,
  RetryBanner,
  SearchField,
  SegmentedControl,
  Spinner,
  Stack,
} from '@agente/ui';
import type { ReactNode } from 'react';
import { CONVERSAS_COPY as COPY } from './conversas.copy.ts';

const VIEWS: readonly { id: ConversationListView; label: string }[] = [
  { id: 'todas', label: COPY.views.todas },
  { id: 'nao_lidas', label: COPY.views.nao_lidas },
  { id: 'aguardando', label: COPY.views.aguardando },
  { id: 'pausadas', label: COPY.views.pausadas },
  { id: 'nao_perturbe', label: COPY.views.nao_perturbe },
];

export interface ConversasViewProps {
  /** Every conversation; the unread, paused or "não perturbe" ones; or the leads waiting for a person. */
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
  /** The open conversation's phone; null when none is open. */
  currentPhone: string | null;
  /** The open conversation (its own screen), drawn beside the list. */
  thread: ReactNode;
  /** Opens a conversation's address (the app's router); without it the browser follows the address. */
  onOpen?: (href: string) => void;
}

function emptyMessage(view: ConversationListView, search: string): string {
  if (view === 'aguardando') return COPY.waitingEmpty;
  if (search.trim()) return COPY.noMatch;
  return view === 'todas' ? COPY.empty : COPY.filterEmpty[view];
}

/**
 * /panel/conversas[/:phone]: the inbox. The list (newest first, with unread counts and the lead's states, filters
 * and search) and the open conversation side by side on a wide screen; one of them, as the address says, on a
 * phone.
 */
export function ConversasView(props: ConversasViewProps) {
  const isEmpty = props.items.length === 0;
  const listHeader = (
    <>
      <SegmentedControl
        label={COPY.views.label}
        options={VIEWS}
        selectedKey={props.view}
        onSelectionChange={props.onViewChange}
      />
      {props.view !== 'aguardando' && (
        <SearchField
          label={COPY.search}
          placeholder={COPY.searchPlaceholder}
          value={props.search}
          onChange={props.onSearchChange}
        />
      )}
    </>
  );
  const list = (
    <Stack gap="sm">
      {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
      {props.status === 'error' && <RetryBanner onRetry={props.onRetry}>{COPY.loadError}</RetryBanner>}
      {props.status === 'ready' &&
        (isEmpty ? (
          <EmptyState title={emptyMessage(props.view, props.search)} />
        ) : (
          <ConversationList
            items={props.items}
            labels={COPY.list}
            currentId={props.currentPhone}
            hasMore={props.hasMore}
            isLoadingMore={props.isLoadingMore}
            onLoadMore={props.onLoadMore}
            {...(props.onOpen ? { onOpen: props.onOpen } : {})}
          />
        ))}
      {props.pageError && <Banner tone="danger">{COPY.pageError}</Banner>}
    </Stack>
  );
  return (
    <InboxLayout
      title={COPY.title}
      listLabel={COPY.listPane}
      listHeader={listHeader}
      list={list}
      narrowPane={props.currentPhone ? 'thread' : 'list'}
      thread={props.thread ?? <EmptyState title={COPY.noneOpen} description={COPY.noneOpenHint} />}
    />
  );
}
