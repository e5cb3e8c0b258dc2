import { useRef, useState } from 'react';
import { PlayIcon } from '../../icons/icons.tsx';
import { useAutoplayWhenVisible } from '../VideoEmbed/useAutoplayWhenVisible.ts';
import * as videoStyles from '../VideoEmbed/VideoEmbed.css.ts';
import { VideoEmbed } from '../VideoEmbed/VideoEmbed.tsx';
import type { VideoSourceLike } from '../VideoEmbed/videoSource.ts';
import * as styles from './LoopingVideo.css.ts';

export interface LoopingVideoProps {
  video: VideoSourceLike;
  /** Describes the video, e.g. 'Vídeo da ativação do agente'. */
  label: string;
  /** Label of the pause toggle (moving content must be pausable). */
  pauseLabel: string;
  /** Play label, used for a host's video, which cannot loop before the visitor asks. */
  playLabel: string;
}

/** A muted video looping while on screen (the activation walkthrough), with a pause toggle. */
export function LoopingVideo({ video, label, pauseLabel, playLabel }: LoopingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [isPaused, setPaused] = useState(false);
  useAutoplayWhenVisible(ref, video.kind === 'file' && !isPaused);

  if (video.kind === 'embed') return <VideoEmbed video={video} title={label} playLabel={playLabel} />;

  return (
    <div className={`${videoStyles.frame} ${styles.frame}`}>
      <video
        ref={ref}
        className={videoStyles.fill}
        src={video.url}
        poster={video.posterUrl ?? undefined}
        preload="none"
        aria-label={label}
        muted
        loop
        playsInline
      />
      {/* A plain toggle button: nothing here needs more than the browser's own button. */}
      <button
        type="button"
        className={styles.pauseToggle}
        aria-pressed={isPaused}
        aria-label={pauseLabel}
        onClick={() => setPaused((paused) => !paused)}
      >
        {isPaused ? <PlayIcon /> : <span className={styles.pauseGlyph} aria-hidden="true" />}
      </button>
    </div>
  );
}
