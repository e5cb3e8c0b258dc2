import { COPY } from '../../copy.ts';
import { CheckIcon, CopyIcon } from '../../icons/icons.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';

export interface CopyButtonProps extends Omit<ButtonProps, 'onPress' | 'children' | 'icon'> {
  /** What goes to the clipboard. */
  text: string;
  /** Whether to show the confirmation; the caller's feedback timer turns it off again. */
  copied: boolean;
  /** Called after the text reached the clipboard: start the confirmation timer here. */
  onCopy: () => void;
  /** Called when the browser refused to write the clipboard. */
  onCopyError?: (error: unknown) => void;
  /** Defaults to "Copiar". */
  label?: string;
  /** Shown while `copied`, e.g. "Copiado!" or "Link copiado!". */
  copiedLabel?: string;
}

/**
 * Copies `text` with navigator.clipboard and shows `copiedLabel` while `copied` is true.
 * It holds no timer: how long the confirmation stays is the caller's (packages/machines).
 */
export function CopyButton({
  text,
  copied,
  onCopy,
  onCopyError,
  label = COPY.copyButton.copy,
  copiedLabel = COPY.copyButton.copied,
  variant = 'secondary',
  ...props
}: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      onCopy();
    } catch (error) {
      onCopyError?.(error);
    }
  };
  return (
    <>
      <Button {...props} variant={variant} icon={copied ? <CheckIcon /> : <CopyIcon />} onPress={copy}>
        {copied ? copiedLabel : label}
      </Button>
      {/* Announces the confirmation even though focus stays on the button. */}
      <span role="status" className={srOnly}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
