import type { AdminUser } from '@agente/api';
import { copyFeedbackMachine, linkCopiedMachine } from '@agente/machines';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { USERS_PAGE_SIZE } from '../shared/limits.ts';
import { paginate } from '../shared/pagination.ts';
import { useFeedback } from '../shared/useFeedback.ts';
import { useResource } from '../shared/useResource.ts';
import { toAccountEventItem } from './accountEvents.ts';
import { UsuariosView } from './UsuariosView.tsx';
import { countUsers, filterUsers, impersonationLink, type StatusFilter, toCardData } from './userAccounts.ts';
import { useUserForm } from './useUserForm.ts';
import { USUARIOS_COPY as COPY } from './usuarios.copy.ts';

/** Feedback timers hold the id of the card whose confirmation shows. */
const idOf = (message: string | null) => (message === null ? null : Number(message));

/** The administrator's side of /panel/usuarios: loads every account and wires the cards, modal and dialogs. */
export function UsuariosAdmin() {
  const { api } = useServices();
  const users = useResource(() => api.users.list(), COPY.errors.load, [api]);
  const success = useFeedback();
  const passwordCopied = useFeedback(copyFeedbackMachine);
  const linkCopied = useFeedback(linkCopiedMachine);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('todos');
  const [page, setPage] = useState(1);
  const [impersonatingId, setImpersonatingId] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [eventsUserId, setEventsUserId] = useState<number | null>(null);
  const [isEventsOpen, setEventsOpen] = useState(false);
  const events = useResource(
    () => (eventsUserId === null ? Promise.resolve([]) : api.users.events(eventsUserId)),
    COPY.errors.events,
    [api, eventsUserId],
  );

  const all = users.state.status === 'ready' ? users.state.data : [];
  const now = Date.now();
  const shown = paginate(filterUsers(all, search, filter, now), page, USERS_PAGE_SIZE);

  const form = useUserForm(api, {
    onUpdated: (saved) => {
      users.update((list) => list.map((u) => (u.id === saved.id ? saved : u)));
      success.show(COPY.success.updated);
    },
    onCreated: (created) => {
      users.update((list) => [...list, created]);
      // Show the new account: every filter off, on the last page where it landed.
      setSearch('');
      setFilter('todos');
      setPage(Math.ceil((all.length + 1) / USERS_PAGE_SIZE));
      success.show(COPY.success.created);
    },
  });

  const impersonate = async (id: number): Promise<string | null> => {
    setAlert(null);
    setImpersonatingId(id);
    try {
      const token = await api.auth.impersonate(id);
      if (!token) {
        setAlert(COPY.errors.noToken);
        return null;
      }
      return impersonationLink(window.location.origin, token);
    } catch {
      setAlert(COPY.errors.impersonate);
      return null;
    } finally {
      setImpersonatingId(null);
    }
  };

  const find = (id: number) => all.find((u) => u.id === id);
  const eventsUser: AdminUser | undefined = eventsUserId === null ? undefined : find(eventsUserId);
  return (
    <UsuariosView
      status={users.state.status}
      loadError={users.state.status === 'error' ? users.state.error : null}
      counters={countUsers(all, now)}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        setPage(1);
      }}
      filter={filter}
      onFilterChange={(value) => {
        setFilter(value);
        setPage(1);
      }}
      cards={shown.items.map((user) => toCardData(user, now))}
      page={shown.page}
      totalPages={shown.totalPages}
      onPageChange={setPage}
      passwordCopiedId={idOf(passwordCopied.message)}
      linkCopiedId={idOf(linkCopied.message)}
      impersonatingId={impersonatingId}
      onPasswordCopied={(id) => passwordCopied.show(String(id))}
      onImpersonate={impersonate}
      onLinkCopied={(id) => linkCopied.show(String(id))}
      onLinkCopyFailed={(link) => setAlert(COPY.errors.copyFailed(link))}
      onEdit={(id) => {
        const user = find(id);
        if (user) form.edit(user);
      }}
      onShowEvents={(id) => {
        setEventsUserId(id);
        setEventsOpen(true);
      }}
      onNewUser={form.create}
      successMessage={success.message}
      alertMessage={alert}
      onDismissAlert={() => setAlert(null)}
      form={form.form}
      isFormOpen={form.isOpen}
      onFormChange={form.change}
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
