import { PlayIcon } from '../../icons/icons.tsx';
import * as styles from './VideoEmbed.css.ts';

/** The big round play button laid over a poster or a muted preview (a native button: no script needed to style it). */
export function PlayOverlay({ label, onPlay }: { label: string; onPlay: () => void }) {
  return (
    <button type="button" aria-label={label} className={styles.playButton} onClick={onPlay}>
      <span className={styles.playBadge} aria-hidden="true">
        <PlayIcon />
      </span>
    </button>
  );
}
