import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../utils/composeClassName.ts';
import * as styles from './QrCodePanel.css.ts';

export interface QrCodePanelLabels {
  /** The image's alternative text, e.g. "QR Code para conectar o WhatsApp". */
  image: string;
  /** How to scan it. */
  instructions: string;
  /** "Expira em 45s" */
  countdown: (secondsLeft: number) => string;
  /** Shown at 0, e.g. "QR Code expirado". */
  expired: string;
  /** The manual stop button, e.g. "Parar verificação". */
  stop: string;
}

export interface QrCodePanelProps {
  /** The QR code image (data URL). */
  qrCode: string;
  /** From the connection machine's countdown. */
  secondsLeft: number;
  labels: QrCodePanelLabels;
  onStop: () => void;
  /** Draws its own border; false when it already sits inside a card. */
  framed?: boolean;
}

/** The QR code to scan, its countdown (the machine's context) and the button that stops checking. */
export function QrCodePanel({ qrCode, secondsLeft, labels, onStop, framed = true }: QrCodePanelProps) {
  const isExpired = secondsLeft <= 0;
  return (
    <div className={cx(styles.root, framed && styles.framed)}>
      <img src={qrCode} alt={labels.image} className={styles.image} />
      <p className={styles.instructions}>{labels.instructions}</p>
      {/* Announcing every second would drown the page: only the expiry is a live update. */}
      <span
        className={cx(styles.countdown, isExpired && styles.expired)}
        aria-live={isExpired ? 'polite' : 'off'}
      >
        {isExpired ? labels.expired : labels.countdown(secondsLeft)}
      </span>
      <Button variant="secondary" onPress={onStop}>
        {labels.stop}
      </Button>
    </div>
  );
}
