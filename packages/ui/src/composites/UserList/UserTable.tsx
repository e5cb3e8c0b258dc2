import { Fragment, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, EditIcon, ExternalLinkIcon } from '../../icons/icons.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { ReceiptIcon } from '../UserCard/ReceiptIcon.tsx';
import { CopyPasswordButton } from './CopyPasswordButton.tsx';
import * as styles from './UserList.css.ts';
import type { UserListProps, UserSortColumn } from './UserList.tsx';

type UserTableProps = Omit<UserListProps, 'isLoading'>;

/**
 * One row per account, a native table: the sortable headers hold a button (click, Enter or Space) and say the
 * order in aria-sort; a row's buttons are reached with Tab. The temporary password is only copied from here
 * ('Editar' shows it in full).
 */
export function UserTable(props: UserTableProps) {
  const { users, labels, sort } = props;
  const columns = labels.columns;
  const sortable = (column: UserSortColumn, label: string) => {
    const direction = sort.column === column ? sort.direction : null;
    return (
      <th scope="col" aria-sort={direction ?? 'none'} className={styles.sortableColumn}>
        <button
          type="button"
          className={styles.sortButton}
          onClick={() =>
            props.onSortChange({
              column,
              // The sorted column turns round; another starts from the top.
              direction: direction === 'ascending' ? 'descending' : 'ascending',
            })
          }
        >
          {label}
          <span className={styles.sortArrow} aria-hidden="true">
            {direction === 'ascending' && <ArrowUpIcon />}
            {direction === 'descending' && <ArrowDownIcon />}
          </span>
        </button>
      </th>
    );
  };
  return (
    <div className={styles.scroller}>
      <table aria-label={labels.list} aria-busy={props.isBusy || undefined} className={styles.table}>
        <thead>
          <tr>
            {sortable('name', columns.name)}
            {sortable('email', columns.email)}
            <th scope="col" className={styles.column}>
              {columns.phone}
            </th>
            {sortable('plan', columns.plan)}
            {sortable('status', columns.status)}
            {sortable('expiration', columns.expiration)}
            <th scope="col" className={styles.column}>
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className={styles.row}>
              <th scope="row" className={styles.nameCell}>
                <span className={styles.name}>{user.name}</span>
                <span className={styles.id}>{labels.id(user.id)}</span>
              </th>
              <td className={styles.wrapCell}>
                <BreakableEmail email={user.email} />
              </td>
              <td className={styles.nowrapCell}>{user.phone}</td>
              <td className={styles.plainCell}>{user.planName}</td>
              <td className={styles.nowrapCell}>
                <Badge tone={user.isActive ? 'success' : 'danger'}>
                  {user.isActive ? labels.active : labels.inactive}
                </Badge>
              </td>
              <td className={styles.nowrapCell}>{user.expiration}</td>
              <td className={styles.actionsCell}>
                <RowActions>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<ExternalLinkIcon />}
                    isPending={props.impersonatingId === user.id}
                    onPress={() => props.onImpersonate(user.id)}
                  >
                    {labels.impersonate}
                  </Button>
                  <IconButton size="sm" aria-label={labels.edit} onPress={() => props.onEdit(user.id)}>
                    <EditIcon />
                  </IconButton>
                  {props.onShowEvents && labels.events && (
                    <IconButton
                      size="sm"
                      aria-label={labels.events}
                      onPress={() => props.onShowEvents?.(user.id)}
                    >
                      <ReceiptIcon />
                    </IconButton>
                  )}
                  {user.password !== null && (
                    <CopyPasswordButton
                      password={user.password}
                      label={labels.copyPassword}
                      copiedLabel={labels.passwordCopied}
                      isCopied={props.passwordCopiedId === user.id}
                      onCopied={() => props.onPasswordCopied(user.id)}
                    />
                  )}
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Line-break chances after the '@' and each dot, so a long address wraps between its parts, not mid-word. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function RowActions({ children }: { children: ReactNode }) {
  return <span className={styles.actions}>{children}</span>;
}
