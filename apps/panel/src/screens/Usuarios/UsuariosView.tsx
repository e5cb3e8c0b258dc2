import { tidyBrlField } from '@agente/rules';
import {
  Banner,
  Button,
  FilterBar,
  formatInteger,
  Grid,
  Heading,
  Inline,
  lazyWhenOpened,
  Pagination,
  PlusIcon,
  SearchField,
  SegmentedControl,
  Stack,
  StatCard,
  Text,
  type UserCardData,
  type UserEditField,
  UserEditModal,
  type UserEditValues,
  UserList,
  type UserListLabels,
  type UserSort,
} from '@agente/ui';
import type { EventosDialogData } from './EventosDialog.tsx';
import { chosenPlanId, PLAN_OPTIONS } from './planChoice.ts';
import {
  EMPTY_USER_VALUES,
  STATUS_FILTERS,
  type StatusFilter,
  serverOrder,
  sortOf,
  USER_ORDERS,
} from './userAccounts.ts';
import { USUARIOS_COPY as COPY } from './usuarios.copy.ts';

// An account's events open in a modal (react-aria's dialog and focus scope): its code is fetched when it first
// opens, not with the list.
const EventosDialog = lazyWhenOpened(() =>
  import('./EventosDialog.tsx').then((module) => module.EventosDialog),
);
/** Fetches the events modal's code now (stories show it open). */
export const loadEventosDialog = EventosDialog.load;

export interface UserFormState {
  /** 'edit' an account (its id) or create a 'new' one. */
  mode: 'edit' | 'new';
  id: number | null;
  values: UserEditValues;
  /** Fields the form refused to send, with why. */
  errors?: Partial<Record<UserEditField, string>>;
}

export interface UsuariosViewProps {
  status: 'loading' | 'ready' | 'error';
  /** The accounts shown are the last reply's while the next one loads. */
  isRefreshing?: boolean;
  loadError?: string | null;
  counters: { total: number; active: number; inactive: number };
  search: string;
  onSearchChange: (search: string) => void;
  filter: StatusFilter;
  onFilterChange: (filter: StatusFilter) => void;
  /** The server's order of the list: the table's headers and 'Ordenar por:' (A→Z there). */
  sort: UserSort;
  onSortChange: (sort: UserSort) => void;
  /** The accounts of the current page (a table row each on a desktop, a card each on a phone). */
  cards: readonly UserCardData[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Whose 'Copiado!' (password, 1.5 s) is showing. */
  passwordCopiedId: number | null;
  impersonatingId: number | null;
  onPasswordCopied: (id: number) => void;
  /** Opens the account's panel in a new tab (the alert says when it could not). */
  onImpersonate: (id: number) => void;
  onEdit: (id: number) => void;
  onShowEvents: (id: number) => void;
  onNewUser: () => void;
  /** Why the customer's panel could not be opened (docs/admin.md#customer-panel). */
  alertMessage: string | null;
  onDismissAlert: () => void;
  /** The form's content; it stays set while the modal animates out, so the title does not change. */
  form: UserFormState | null;
  isFormOpen: boolean;
  onFormChange: (field: UserEditField, value: string) => void;
  /** Fills the plan fields from a plan sold now. */
  onFormPlanChoose: (planId: string) => void;
  onFormSubmit: () => void;
  onFormCancel: () => void;
  isSaving: boolean;
  formError: string | null;
  events: EventosDialogData | null;
  isEventsOpen: boolean;
  onCloseEvents: () => void;
}

const FILTER_OPTIONS = STATUS_FILTERS.map((id) => ({ id, label: COPY.filters[id] }));
const ORDER_OPTIONS = USER_ORDERS.map((id) => ({ id, label: COPY.orders[id] }));

const LIST_LABELS: UserListLabels = {
  ...COPY.card,
  list: COPY.grid,
  columns: COPY.columns,
  loading: COPY.loading,
  empty: COPY.empty,
};

/** What anyone but the administrator (id 30) sees on /panel/usuarios. */
export function AcessoRestritoView() {
  return (
    <Stack gap="xl">
      <Heading level={1}>{COPY.title}</Heading>
      <Text tone="danger" weight="semibold">
        {COPY.restricted}
      </Text>
    </Stack>
  );
}

/** /panel/usuarios: counters, search and filters, the accounts (a table on a desktop, cards on a phone), the edit/new modal and the account's events. */
export function UsuariosView(props: UsuariosViewProps) {
  const { counters, form } = props;
  return (
    <Stack gap="xl">
      <Inline justify="between" align="end" gap="md">
        <Stack gap="xs">
          <Heading level={1}>{COPY.title}</Heading>
          <Text tone="muted">{COPY.intro}</Text>
        </Stack>
        <Button icon={<PlusIcon />} onPress={props.onNewUser}>
          {COPY.newUser}
        </Button>
      </Inline>
      <Grid columns={3} gap="lg">
        <StatCard label={COPY.counters.total} value={formatInteger(counters.total)} icon="people" />
        <StatCard
          label={COPY.counters.active}
          value={formatInteger(counters.active)}
          icon="people"
          tone="success"
        />
        <StatCard
          label={COPY.counters.inactive}
          value={formatInteger(counters.inactive)}
          icon="people"
          tone="warning"
        />
      </Grid>
      <FilterBar
        search={
          <SearchField
            label={COPY.search}
            placeholder={COPY.searchPlaceholder}
            value={props.search}
            onChange={props.onSearchChange}
          />
        }
        filters={
          <Inline gap="md">
            <SegmentedControl
              label={COPY.filter}
              options={FILTER_OPTIONS}
              selectedKey={props.filter}
              onSelectionChange={props.onFilterChange}
            />
            <SegmentedControl
              label={COPY.order}
              options={ORDER_OPTIONS}
              selectedKey={serverOrder(props.sort).ordem}
              onSelectionChange={(order) => props.onSortChange(sortOf(order))}
            />
          </Inline>
        }
      />
      {props.alertMessage && (
        <Banner tone="danger" onDismiss={props.onDismissAlert}>
          {props.alertMessage}
        </Banner>
      )}
      {props.status === 'error' ? (
        <Banner tone="danger">{props.loadError}</Banner>
      ) : (
        <UserList
          users={props.cards}
          labels={LIST_LABELS}
          isLoading={props.status === 'loading'}
          isBusy={props.isRefreshing}
          sort={props.sort}
          onSortChange={props.onSortChange}
          passwordCopiedId={props.passwordCopiedId}
          onPasswordCopied={props.onPasswordCopied}
          impersonatingId={props.impersonatingId}
          onImpersonate={props.onImpersonate}
          onEdit={props.onEdit}
          onShowEvents={props.onShowEvents}
        />
      )}
      {props.status === 'ready' && (
        <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPageChange} />
      )}
      <UserEditModal
        isOpen={props.isFormOpen}
        tidyMoney={tidyBrlField}
        labels={{
          title:
            form?.mode === 'edit' && form.id !== null ? COPY.modal.editTitle(form.id) : COPY.modal.newTitle,
          fields: COPY.modal.fields,
          cancel: COPY.modal.cancel,
          save: COPY.modal.save,
          saving: COPY.modal.saving,
        }}
        descriptions={{
          senha: form?.mode === 'new' ? COPY.modal.newPasswordHint : COPY.modal.editPasswordHint,
        }}
        values={form?.values ?? EMPTY_USER_VALUES}
        onChange={props.onFormChange}
        onSubmit={props.onFormSubmit}
        onCancel={props.onFormCancel}
        isSaving={props.isSaving}
        errorMessage={props.formError}
        fieldErrors={form?.errors}
        planPicker={{
          label: COPY.modal.planPicker.label,
          placeholder: COPY.modal.planPicker.placeholder,
          options: PLAN_OPTIONS,
          selectedId: form ? chosenPlanId(form.values) : null,
          onSelect: props.onFormPlanChoose,
        }}
      />
      <EventosDialog events={props.events} isOpen={props.isEventsOpen} onClose={props.onCloseEvents} />
    </Stack>
  );
}
