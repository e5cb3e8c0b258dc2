import { conversationListMachine, loadStatus } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useLocation, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';
import ConversaScreen from './ConversaScreen.tsx';
import { ConversasView } from './ConversasView.tsx';
import { conversationListItem } from './conversationItems.ts';

/**
 * /panel/conversas and /panel/conversas/:phone — the inbox: the account's conversations (searchable, filtered,
 * or "Aguardando você"; a page at a time) and, when the address names one, that conversation beside them.
 */
export default function ConversasScreen() {
  const { api } = useServices();
  const phone = useParams<{ phone?: string }>().phone || null;
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      conversationListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) =>
            input.view === 'aguardando'
              ? api.conversations.waiting(input.cursor ?? undefined)
              : api.conversations.list({
                  ...(input.search.trim() ? { busca: input.search.trim() } : {}),
                  ...(input.view === 'todas' ? {} : { filtro: input.view }),
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
  const onRead = useCallback((read: string) => send({ type: 'conversation.read', phone: read }), [send]);
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
      currentPhone={phone}
      onOpen={navigate}
      thread={phone && <ConversaScreen key={phone} phone={phone} onRead={onRead} />}
    />
  );
}
