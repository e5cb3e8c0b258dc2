import { CopyButton } from '../../primitives/CopyButton/CopyButton.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from './CopyableAddress.css.ts';

export interface CopyableAddressProps {
  /** The field's label, e.g. "Endereço para a Hotmart". */
  label: string;
  /** The address (read-only; selectable and copied whole). */
  value: string;
  /** Whether this address was just copied (the caller's feedback machine turns it off again). */
  copied: boolean;
  onCopy: () => void;
  onCopyError?: (error: unknown) => void;
  /** The copy button's name, e.g. "Copiar endereço da Hotmart". */
  copyLabel: string;
  copiedLabel: string;
  description?: string;
}

/** An address to paste elsewhere (a webhook URL): shown read-only beside a copy button. */
export function CopyableAddress(props: CopyableAddressProps) {
  return (
    <div className={styles.row}>
      <TextField
        className={styles.field}
        label={props.label}
        value={props.value}
        isReadOnly
        {...(props.description ? { description: props.description } : {})}
      />
      <CopyButton
        className={styles.copy}
        text={props.value}
        copied={props.copied}
        onCopy={props.onCopy}
        label={props.copyLabel}
        copiedLabel={props.copiedLabel}
        {...(props.onCopyError ? { onCopyError: props.onCopyError } : {})}
      />
    </div>
  );
}
