import { type RefObject, useEffect } from 'react';
import { REDUCED_MOTION_MEDIA_QUERY } from '../../tokens/breakpoints.ts';

/** Share of a preview that must be on screen before it plays. */
const VISIBLE_THRESHOLD = 0.25;

function playQuietly(video: HTMLVideoElement) {
  // Browsers may refuse autoplay (data saver, power saving): the poster then stays, which is fine.
  Promise.resolve(video.play()).catch(() => undefined);
}

/**
 * Plays a muted, looping preview while it is on screen and pauses it when it scrolls away, so
 * off-screen previews cost nothing. Nothing plays when the visitor prefers reduced motion.
 * `muted` is set here because React does not render it into pre-rendered HTML.
 */
export function useAutoplayWhenVisible(ref: RefObject<HTMLVideoElement | null>, enabled: boolean) {
  useEffect(() => {
    const video = ref.current;
    if (!video || !enabled) return undefined;
    if (window.matchMedia?.(REDUCED_MOTION_MEDIA_QUERY).matches) return undefined;
    video.muted = true;
    if (typeof IntersectionObserver === 'undefined') {
      playQuietly(video);
      return () => video.pause();
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) playQuietly(video);
        else video.pause();
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [ref, enabled]);
}
