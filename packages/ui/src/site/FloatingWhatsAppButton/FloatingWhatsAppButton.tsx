import { srOnly } from '../../theme/focus.css.ts';
import * as styles from './FloatingWhatsAppButton.css.ts';
import { useCoversBottomOfScreen } from './useCoversBottomOfScreen.ts';

/** Height of the window's bottom strip the button takes, its margin included (3.5rem + 16 px, with room). */
const BUTTON_ZONE_PX = 88;

export interface FloatingWhatsAppButtonProps {
  /** The chat address with its prefilled text (siteConfig.support.chatUrl). */
  href: string;
  /** Accessible name, e.g. 'Falar com o suporte no WhatsApp'. */
  label: string;
  /**
   * Id of an element the button must not cover on a phone (the hero with its calls to action): there the
   * button appears only once that element has scrolled clear of the bottom of the screen.
   */
  clearOfId?: string;
}

/**
 * Round chat button fixed at the bottom right, opening a WhatsApp chat with support in a new tab; on phones it
 * stays out of the way of `clearOfId` until that has scrolled past.
 */
export function FloatingWhatsAppButton({ href, label, clearOfId }: FloatingWhatsAppButtonProps) {
  const isOverContent = useCoversBottomOfScreen(clearOfId, BUTTON_ZONE_PX);
  return (
    <a
      href={href}
      className={styles.button}
      title={label}
      target="_blank"
      rel="noopener noreferrer"
      data-over-content={isOverContent || undefined}
    >
      <svg
        className={styles.glyph}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3c-.2.3-.9.9-.9 2.2s1 2.6 1.1 2.7c.1.2 1.9 2.9 4.6 4 1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.2-.1z" />
      </svg>
      <span className={srOnly}>{label}</span>
    </a>
  );
}
