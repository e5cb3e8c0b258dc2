import { conversationListMachine, loadStatus } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';
import { ConversasView } from './ConversasView.tsx';
import { conversationListItem } from './conversationItems.ts';

/** /panel/conversas — the account's most recent conversations, searchable, or "Aguardando você"; a page at a time. */
export default function ConversasScreen() {
  const { api } = useServices();
  const logic = useMemo(
    () =>
      conversationListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) =>
            input.view === 'aguardando'
              ? api.conversations.waiting(input.cursor ?? undefined)
              : api.conversations.list({
                  ...(input.search.trim() ? { busca: input.search.trim() } : {}),
                  ...(input.cursor ? { cursor: input.cursor } : {}),
                }),
          ),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(logic);
  const { view, conversations, cursor, search, error } = state.context;
  const items = useMemo(() => conversations.map(conversationListItem), [conversations]);
  return (
    <ConversasView
      view={view}
      onViewChange={(next) => send({ type: 'user.view', view: next })}
      status={loadStatus(state, { loading: ['loading', 'searching'] })}
      items={items}
      search={search}
      onSearchChange={(next) => send({ type: 'user.search', search: next })}
      hasMore={cursor !== null}
      isLoadingMore={state.matches('loadingMore')}
      onLoadMore={() => send({ type: 'user.loadMore' })}
      pageError={error === 'page'}
      onRetry={() => send({ type: 'user.retry' })}
    />
  );
}
