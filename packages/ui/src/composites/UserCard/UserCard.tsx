import { useState } from 'react';
import { EditIcon, ExternalLinkIcon, EyeIcon, EyeOffIcon } from '../../icons/icons.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { CopyButton } from '../../primitives/CopyButton/CopyButton.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { cx } from '../../utils/composeClassName.ts';
import { ReceiptIcon } from './ReceiptIcon.tsx';
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
  /** The language model's tokens the account spent ("12.480 hoje · 318.902 no mês"); absent = not shown. */
  modelTokens?: string;
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
  /** Names the copy button for screen readers ("Copiar senha"). */
  copyPassword: string;
  /** The copy button's visible text ("Copiar"); defaults to `copyPassword`. */
  copy?: string;
  passwordCopied: string;
  renewal: string;
  expiration: string;
  notes: string;
  planConversations: string;
  planId: string;
  planValue: string;
  planName: string;
  /** "Tokens do modelo", shown with `user.modelTokens`. */
  modelTokens?: string;
  /** "Entrar como cliente": opens the customer's panel in a new tab. */
  impersonate: string;
  edit: string;
  /** "Eventos de compra" */
  events?: string;
}

export interface UserCardProps {
  user: UserCardData;
  labels: UserCardLabels;
  /** 'Copiado!' is on for this card's password (the caller's 1.5 s timer). */
  isPasswordCopied: boolean;
  onPasswordCopied: () => void;
  /** 'Entrar como cliente': the caller opens the customer's panel in a new tab (and says so if it cannot). */
  onImpersonate: () => void;
  isImpersonating?: boolean;
  onEdit: () => void;
  /** Shows the account's purchase events; the button appears only with this and `labels.events`. */
  onShowEvents?: () => void;
  /** The name's level in the page outline: 2 when the cards sit right under the page title. */
  headingLevel?: 2 | 3;
}

/** One customer account on the administrator's grid. */
export function UserCard({
  user,
  labels,
  isPasswordCopied,
  onPasswordCopied,
  onImpersonate,
  isImpersonating = false,
  onEdit,
  onShowEvents,
  headingLevel = 3,
}: UserCardProps) {
  const Name = `h${headingLevel}` as const;
  const [isPasswordVisible, setPasswordVisible] = useState(false);
  const planRows: ReadonlyArray<[string, string]> = [
    [labels.planName, user.planName],
    [labels.planId, user.planId],
    [labels.planValue, user.planValue],
    [labels.planConversations, user.planConversations],
    [labels.renewal, user.renewal],
    [labels.expiration, user.expiration],
    ...(labels.modelTokens && user.modelTokens !== undefined
      ? [[labels.modelTokens, user.modelTokens] as [string, string]]
      : []),
  ];
  return (
    <Card as="article" aria-labelledby={`usuario-${user.id}`}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <span className={styles.id}>{labels.id(user.id)}</span>
          <Name id={`usuario-${user.id}`} className={styles.name}>
            {user.name}
          </Name>
        </div>
        <Badge tone={user.isActive ? 'success' : 'danger'}>
          {user.isActive ? labels.active : labels.inactive}
        </Badge>
      </div>
      <dl className={styles.fields}>
        <Field term={labels.phone} value={user.phone} isWide />
        <Field term={labels.email} value={user.email} isWide />
        {user.password !== null && (
          <div className={cx(styles.field, styles.wide)}>
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
                  label={labels.copy ?? labels.copyPassword}
                  aria-label={isPasswordCopied ? labels.passwordCopied : labels.copyPassword}
                  copiedLabel={labels.passwordCopied}
                  copied={isPasswordCopied}
                  onCopy={onPasswordCopied}
                />
              </span>
            </dd>
          </div>
        )}
        <Field term={labels.notes} value={user.notes} isWide />
      </dl>
      <dl className={cx(styles.fields, styles.plan)}>
        {planRows.map(([term, value]) => (
          <Field key={term} term={term} value={value} />
        ))}
      </dl>
      <div className={styles.actions}>
        <div className={styles.mainActions}>
          <Button size="sm" icon={<EditIcon />} onPress={onEdit}>
            {labels.edit}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<ExternalLinkIcon />}
            isPending={isImpersonating}
            onPress={onImpersonate}
          >
            {labels.impersonate}
          </Button>
        </div>
        {onShowEvents && labels.events && (
          <Button variant="ghost" size="sm" icon={<ReceiptIcon />} onPress={onShowEvents}>
            {labels.events}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** A label over its value; wide ones (contact details, notes) take the whole row. */
function Field({ term, value, isWide = false }: { term: string; value: string; isWide?: boolean }) {
  return (
    <div className={cx(styles.field, isWide && styles.wide)}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{value}</dd>
    </div>
  );
}
