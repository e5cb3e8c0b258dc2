import { CheckIcon, CopyIcon } from '../../icons/icons.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { srOnly } from '../../theme/focus.css.ts';

export interface CopyPasswordButtonProps {
  password: string;
  /** "Copiar senha" */
  label: string;
  /** "Copiado!", shown (and announced) while `isCopied`. */
  copiedLabel: string;
  isCopied: boolean;
  onCopied: () => void;
}

/**
 * The temporary password to the clipboard from a table row, where a labelled button does not fit: the icon
 * turns into a check and the confirmation is announced while the caller's timer keeps `isCopied` on.
 */
export function CopyPasswordButton({
  password,
  label,
  copiedLabel,
  isCopied,
  onCopied,
}: CopyPasswordButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      onCopied();
    } catch {
      // The browser refused the clipboard: nothing is confirmed, the button stays as it was.
    }
  };
  return (
    <>
      <IconButton size="sm" aria-label={isCopied ? copiedLabel : label} onPress={copy}>
        {isCopied ? <CheckIcon /> : <CopyIcon />}
      </IconButton>
      <span role="status" className={srOnly}>
        {isCopied ? copiedLabel : ''}
      </span>
    </>
  );
}
