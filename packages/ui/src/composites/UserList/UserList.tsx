import { CardGrid } from '../../primitives/CardGrid/CardGrid.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { WIDE_MEDIA_QUERY } from '../../tokens/breakpoints.ts';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { UserCard, type UserCardData, type UserCardLabels } from '../UserCard/UserCard.tsx';
import { UserTable } from './UserTable.tsx';

/** The columns the table sorts by, in the order they stand. */
export const USER_SORT_COLUMNS = ['name', 'email', 'plan', 'status', 'expiration'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export interface UserSort {
  column: UserSortColumn;
  direction: 'ascending' | 'descending';
}

export interface UserListLabels extends UserCardLabels {
  /** Names the table and the card list for screen readers ("Contas"). */
  list: string;
  columns: {
    name: string;
    email: string;
    phone: string;
    plan: string;
    status: string;
    expiration: string;
    actions: string;
  };
  loading: string;
  empty: string;
}

export interface UserListProps {
  /** Every value already formatted by the caller, in the order `sort` names. */
  users: readonly UserCardData[];
  labels: UserListLabels;
  /** The first reply has not come yet. */
  isLoading?: boolean;
  /** The accounts shown are the last reply's while the next one loads. */
  isBusy?: boolean;
  /** The order the accounts arrive in: drawn on the table's headers. */
  sort: UserSort;
  /** A header pressed: the caller fetches the accounts in that order. */
  onSortChange: (sort: UserSort) => void;
  /** Whose 'Copiado!' (password) is showing. */
  passwordCopiedId: number | null;
  onPasswordCopied: (id: number) => void;
  impersonatingId: number | null;
  onImpersonate: (id: number) => void;
  onEdit: (id: number) => void;
  /** The events button appears only with this and `labels.events`. */
  onShowEvents?: (id: number) => void;
}

/**
 * The administrator's customer accounts: a dense table sortable by its headers on a wide screen (1024 px and
 * up, where seven columns fit beside the side menu), cards below that, where a row could not be read.
 */
export function UserList(props: UserListProps) {
  const isWide = useMediaQuery(WIDE_MEDIA_QUERY);
  const { users, labels } = props;
  if (props.isLoading) return <Spinner aria-label={labels.loading} />;
  if (users.length === 0) return <EmptyState title={labels.empty} />;
  if (isWide) return <UserTable {...props} />;
  return (
    <CardGrid aria-label={labels.list} isBusy={props.isBusy}>
      {users.map((user) => (
        <UserCard
          key={user.id}
          user={user}
          labels={labels}
          isPasswordCopied={props.passwordCopiedId === user.id}
          onPasswordCopied={() => props.onPasswordCopied(user.id)}
          onImpersonate={() => props.onImpersonate(user.id)}
          isImpersonating={props.impersonatingId === user.id}
          onEdit={() => props.onEdit(user.id)}
          {...(props.onShowEvents ? { onShowEvents: () => props.onShowEvents?.(user.id) } : {})}
          headingLevel={2}
        />
      ))}
    </CardGrid>
  );
}
