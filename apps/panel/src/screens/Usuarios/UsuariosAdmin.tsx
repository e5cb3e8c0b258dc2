import type { AdminUser } from '@agente/api';
import { copyFeedbackMachine, searchDebounceMachine } from '@agente/machines';
import type { UserSort } from '@agente/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { useFeedback } from '../../hooks/useFeedback.ts';
import { useResource } from '../../hooks/useResource.ts';
import { toAccountEventItem } from './accountEvents.ts';
import { UsuariosView } from './UsuariosView.tsx';
import {
  countersOf,
  DEFAULT_SORT,
  impersonationLink,
  pageCount,
  type StatusFilter,
  serverOrder,
  toCardData,
} from './userAccounts.ts';
import { useUserForm } from './useUserForm.ts';
import { USUARIOS_COPY as COPY } from './usuarios.copy.ts';

/** Feedback timers hold the id of the card whose confirmation shows. */
const idOf = (message: string | null) => (message === null ? null : Number(message));

/** Before the first reply: no counts yet, one page. */
const NO_REPLY = { total: 0, ativos: 0, inativos: 0, por_pagina: 1 };

/**
 * The administrator's side of /panel/usuarios: asks the server for one page at a time (search, status filter and
 * order applied there) and wires the cards, modal and dialogs.
 */
export function UsuariosAdmin() {
  const { api, openTab } = useServices();
  const [searchBox, sendSearch] = useMachine(searchDebounceMachine);
  const search = searchBox.context.query;
  const [filter, setFilter] = useState<StatusFilter>('todos');
  const [sort, setSort] = useState<UserSort>(DEFAULT_SORT);
  const { ordem, direcao } = serverOrder(sort);
  // The page belongs to one search, filter and order: any change of them starts again on page 1.
  const listKey = JSON.stringify([search, filter, ordem, direcao]);
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ listKey, page: next });
  const users = useResource(
    () =>
      api.users.page({ page, ordem, direcao, status: filter, ...(search.trim() ? { busca: search } : {}) }),
    COPY.errors.load,
    [api, page, ordem, direcao, filter, search],
  );
  // The counters and the pager keep the last reply's numbers while the next page loads.
  const lastReply = useRef<typeof NO_REPLY & { usuarios?: readonly AdminUser[] }>(NO_REPLY);
  if (users.state.status === 'ready') lastReply.current = users.state.data;
  // An edit can empty the last page (its account left the filter): go to the page that is now the last.
  const lastPage = users.state.status === 'ready' ? pageCount(users.state.data) : page;
  useEffect(() => {
    if (page > lastPage) setPaging({ listKey, page: lastPage });
  }, [page, lastPage, listKey]);
  // A save closes the modal; its result shows in the toast corner, not above a long list.
  const toasts = useToasts();
  const passwordCopied = useFeedback(copyFeedbackMachine);
  const [impersonatingId, setImpersonatingId] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [eventsUserId, setEventsUserId] = useState<number | null>(null);
  const [isEventsOpen, setEventsOpen] = useState(false);
  const events = useResource(
    () => (eventsUserId === null ? Promise.resolve([]) : api.users.events(eventsUserId)),
    COPY.errors.events,
    [api, eventsUserId],
  );

  const reply = lastReply.current;
  // Another page, search or order on its way: the accounts of the last reply stay, marked busy, not a spinner.
  const isRefreshing = users.state.status === 'loading' && reply !== NO_REPLY;
  const shown = users.state.status === 'ready' || isRefreshing ? (reply.usuarios ?? []) : [];
  const now = Date.now();

  const form = useUserForm(api, {
    onUpdated: () => {
      // The edit may move the account (another name, expiry or status): the server says where it is now.
      users.reload();
      toasts.success(COPY.success.updated);
    },
    onCreated: (created) => {
      // Show the new account: found by its e-mail, whatever page its name would land on.
      sendSearch({ type: 'search.set', text: created.email });
      setFilter('todos');
      users.reload();
      toasts.success(COPY.success.created);
    },
  });

  // The tab opens inside the click (a pop-up blocker lets that through) and is sent to the one-use link once the
  // server made it; this tab's own session is never touched.
  const impersonate = async (id: number) => {
    setAlert(null);
    const tab = openTab();
    if (!tab) {
      setAlert(COPY.errors.tabBlocked);
      return;
    }
    setImpersonatingId(id);
    try {
      const token = await api.auth.impersonate(id);
      if (!token) {
        tab.close();
        setAlert(COPY.errors.noToken);
        return;
      }
      tab.go(impersonationLink(window.location.origin, token));
    } catch {
      tab.close();
      setAlert(COPY.errors.impersonate);
    } finally {
      setImpersonatingId(null);
    }
  };

  const find = (id: number) => shown.find((u) => u.id === id);
  const eventsUser: AdminUser | undefined = eventsUserId === null ? undefined : find(eventsUserId);
  return (
    <UsuariosView
      status={isRefreshing ? 'ready' : users.state.status}
      isRefreshing={isRefreshing}
      loadError={users.state.status === 'error' ? users.state.error : null}
      counters={countersOf(reply)}
      search={searchBox.context.text}
      onSearchChange={(text) => {
        sendSearch({ type: 'search.type', text });
      }}
      filter={filter}
      onFilterChange={(value) => {
        setFilter(value);
      }}
      sort={sort}
      onSortChange={setSort}
      cards={shown.map((user) => toCardData(user, now))}
      page={page}
      totalPages={pageCount(reply)}
      onPageChange={setPage}
      passwordCopiedId={idOf(passwordCopied.message)}
      impersonatingId={impersonatingId}
      onPasswordCopied={(id) => passwordCopied.show(String(id))}
      onImpersonate={(id) => void impersonate(id)}
      onEdit={(id) => {
        const user = find(id);
        if (user) form.edit(user);
      }}
      onShowEvents={(id) => {
        setEventsUserId(id);
        setEventsOpen(true);
      }}
      onNewUser={form.create}
      alertMessage={alert}
      onDismissAlert={() => setAlert(null)}
      form={form.form}
      isFormOpen={form.isOpen}
      onFormChange={form.change}
      onFormPlanChoose={form.choosePlan}
      onFormSubmit={form.submit}
      onFormCancel={form.cancel}
      isSaving={form.isSaving}
      formError={form.error}
      events={
        eventsUser
          ? {
              userName: eventsUser.name,
              status: events.state.status,
              error: events.state.status === 'error' ? events.state.error : null,
              items: events.state.status === 'ready' ? events.state.data.map(toAccountEventItem) : [],
            }
          : null
      }
      isEventsOpen={isEventsOpen}
      onCloseEvents={() => setEventsOpen(false)}
    />
  );
}
