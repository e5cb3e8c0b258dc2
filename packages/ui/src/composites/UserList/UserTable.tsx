import { Fragment, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
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
 * One row per account; the headers of the sortable columns sort by click, Enter or Space. The temporary
 * password is only copied from here ('Editar' shows it in full).
 */
export function UserTable(props: UserTableProps) {
  const { users, labels, sort } = props;
  const columns = labels.columns;
  const sortable = (id: UserSortColumn, label: string, isRowHeader = false) => (
    <Column id={id} allowsSorting isRowHeader={isRowHeader} className={styles.column}>
      {({ sortDirection }) => (
        <span className={styles.columnLabel}>
          {label}
          <span className={styles.sortArrow} aria-hidden="true">
            {sortDirection === 'ascending' && <ArrowUpIcon />}
            {sortDirection === 'descending' && <ArrowDownIcon />}
          </span>
        </span>
      )}
    </Column>
  );
  return (
    // The busy mark sits on the table's frame: react-aria's table does not pass aria-busy on.
    <div className={styles.scroller} aria-busy={props.isBusy || undefined}>
      <Table
        aria-label={labels.list}
        className={styles.table}
        sortDescriptor={sort}
        onSortChange={(next) =>
          props.onSortChange({ column: next.column as UserSortColumn, direction: next.direction })
        }
      >
        <TableHeader>
          {sortable('name', columns.name, true)}
          {sortable('email', columns.email)}
          <Column className={styles.column}>{columns.phone}</Column>
          {sortable('plan', columns.plan)}
          {sortable('status', columns.status)}
          {sortable('expiration', columns.expiration)}
          <Column className={styles.column}>{columns.actions}</Column>
        </TableHeader>
        <TableBody items={users}>
          {(user) => (
            <Row id={user.id} className={styles.row}>
              <Cell className={styles.nameCell} textValue={user.name}>
                <span className={styles.name}>{user.name}</span>
                <span className={styles.id}>{labels.id(user.id)}</span>
              </Cell>
              <Cell className={styles.wrapCell} textValue={user.email}>
                <BreakableEmail email={user.email} />
              </Cell>
              <Cell className={styles.nowrapCell}>{user.phone}</Cell>
              <Cell className={styles.cell}>{user.planName}</Cell>
              <Cell className={styles.nowrapCell}>
                <Badge tone={user.isActive ? 'success' : 'danger'}>
                  {user.isActive ? labels.active : labels.inactive}
                </Badge>
              </Cell>
              <Cell className={styles.nowrapCell}>{user.expiration}</Cell>
              <Cell className={styles.actionsCell}>
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
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
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
