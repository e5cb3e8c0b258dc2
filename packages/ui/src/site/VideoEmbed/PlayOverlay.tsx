import { PlayIcon } from '../../icons/icons.tsx';
import * as styles from './VideoEmbed.css.ts';

export interface PlayOverlayProps {
  label: string;
  onPlay: () => void;
}

/**
 * The big round play button laid low over a poster or a muted preview, for pictures that keep their lower part
 * clear (a native button: no script needed to style it).
 */
export function PlayOverlay({ label, onPlay }: PlayOverlayProps) {
  return (
    <button type="button" aria-label={label} className={styles.playButton} onClick={onPlay}>
      <span className={styles.playBadge} aria-hidden="true">
        <PlayIcon />
      </span>
    </button>
  );
}
