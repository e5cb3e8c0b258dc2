import { useState } from 'react';
import { EditIcon, ExternalLinkIcon, EyeIcon, EyeOffIcon } from '../../icons/icons.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { CopyButton } from '../CopyButton/CopyButton.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './UserCard.css.ts';

/** A customer account as the card shows it; every value already formatted by the caller. */
export interface UserCardData {
  id: number;
  name: string;
  isActive: boolean;
  phone: string;
  email: string;
  /** The temporary password in plain text; null when the customer set their own (nothing shown). */
  password: string | null;
  renewal: string;
  expiration: string;
  notes: string;
  planConversations: string;
  planId: string;
  planValue: string;
  planName: string;
}

export interface UserCardLabels {
  /** "#30" */
  id: (id: number) => string;
  active: string;
  inactive: string;
  phone: string;
  email: string;
  password: string;
  /** What stands for the hidden password ("**********"). */
  passwordMask: string;
  showPassword: string;
  hidePassword: string;
  copyPassword: string;
  passwordCopied: string;
  renewal: string;
  expiration: string;
  notes: string;
  planConversations: string;
  planId: string;
  planValue: string;
  planName: string;
  impersonate: string;
  linkCopied: string;
  edit: string;
}

export interface UserCardProps {
  user: UserCardData;
  labels: UserCardLabels;
  /** 'Copiado!' is on for this card's password (the caller's 1.5 s timer). */
  isPasswordCopied: boolean;
  onPasswordCopied: () => void;
  /** 'Painel do Cliente': the caller gets a token, copies the login link and sets `isLinkCopied`. */
  onImpersonate: () => void;
  isImpersonating?: boolean;
  isLinkCopied: boolean;
  onEdit: () => void;
}

/** One customer account on the administrator's grid. */
export function UserCard({
  user,
  labels,
  isPasswordCopied,
  onPasswordCopied,
  onImpersonate,
  isImpersonating = false,
  isLinkCopied,
  onEdit,
}: UserCardProps) {
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const rows: ReadonlyArray<[string, string]> = [
    [labels.phone, user.phone],
    [labels.email, user.email],
  ];
  const planRows: ReadonlyArray<[string, string]> = [
    [labels.renewal, user.renewal],
    [labels.expiration, user.expiration],
    [labels.notes, user.notes],
    [labels.planConversations, user.planConversations],
    [labels.planId, user.planId],
    [labels.planValue, user.planValue],
    [labels.planName, user.planName],
  ];
  return (
    <Card as="article" aria-labelledby={`usuario-${user.id}`}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <span className={styles.id}>{labels.id(user.id)}</span>
          <h3 id={`usuario-${user.id}`} className={styles.name}>
            {user.name}
          </h3>
        </div>
        <Badge tone={user.isActive ? 'success' : 'danger'}>
          {user.isActive ? labels.active : labels.inactive}
        </Badge>
      </div>
      <dl className={styles.fields}>
        {rows.map(([term, value]) => (
          <Row key={term} term={term} value={value} />
        ))}
        {user.password !== null && (
          <>
            <dt className={styles.term}>{labels.password}</dt>
            <dd className={styles.definition}>
              <span className={styles.password}>
                <span className={styles.passwordValue}>
                  {isPasswordVisible ? user.password : labels.passwordMask}
                </span>
                <IconButton
                  size="sm"
                  aria-label={isPasswordVisible ? labels.hidePassword : labels.showPassword}
                  onPress={() => setPasswordVisible((visible) => !visible)}
                >
                  {isPasswordVisible ? <EyeOffIcon /> : <EyeIcon />}
                </IconButton>
                <CopyButton
                  size="sm"
                  variant="ghost"
                  text={user.password}
                  label={labels.copyPassword}
                  copiedLabel={labels.passwordCopied}
                  copied={isPasswordCopied}
                  onCopy={onPasswordCopied}
                />
              </span>
            </dd>
          </>
        )}
        {planRows.map(([term, value]) => (
          <Row key={term} term={term} value={value} />
        ))}
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ExternalLinkIcon />}
          isPending={isImpersonating}
          onPress={onImpersonate}
        >
          {isLinkCopied ? labels.linkCopied : labels.impersonate}
        </Button>
        <Button size="sm" icon={<EditIcon />} onPress={onEdit}>
          {labels.edit}
        </Button>
      </div>
      <span role="status" className={srOnly}>
        {isLinkCopied ? labels.linkCopied : ''}
      </span>
    </Card>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{value}</dd>
    </>
  );
}
