/**
 * The landing's small sample videos and posters (apps/landing/public/demo), imported as assets so the
 * stories show real media without a static folder.
 */
import walkthroughPoster from '../../../../../apps/landing/public/demo/ativacao.jpg';
import walkthroughVideo from '../../../../../apps/landing/public/demo/ativacao.mp4';
import demoPoster from '../../../../../apps/landing/public/demo/demo.jpg';
import demoVideo from '../../../../../apps/landing/public/demo/demo.mp4';
import testimonialPoster1 from '../../../../../apps/landing/public/demo/depoimento-1.jpg';
import testimonialVideo1 from '../../../../../apps/landing/public/demo/depoimento-1.mp4';
import testimonialPoster2 from '../../../../../apps/landing/public/demo/depoimento-2.jpg';
import testimonialVideo2 from '../../../../../apps/landing/public/demo/depoimento-2.mp4';
import trainingPoster1 from '../../../../../apps/landing/public/demo/treino-1.jpg';
import trainingVideo1 from '../../../../../apps/landing/public/demo/treino-1.mp4';
import type { VideoSourceLike } from '../VideoEmbed/videoSource.ts';

export const DEMO_FILE: VideoSourceLike = { kind: 'file', url: demoVideo, posterUrl: demoPoster };
/** A host's player: in the stories it is never pressed, so nothing is requested from the host. */
export const DEMO_EMBED: VideoSourceLike = {
  kind: 'embed',
  url: 'https://www.youtube-nocookie.com/embed/exemplo',
  posterUrl: demoPoster,
};
export const WALKTHROUGH_FILE: VideoSourceLike = {
  kind: 'file',
  url: walkthroughVideo,
  posterUrl: walkthroughPoster,
};
export const TESTIMONIAL_FILES: readonly VideoSourceLike[] = [
  { kind: 'file', url: testimonialVideo1, posterUrl: testimonialPoster1 },
  { kind: 'file', url: testimonialVideo2, posterUrl: testimonialPoster2 },
];
/** A lesson, whose poster is written from top to bottom. */
export const TRAINING_FILE: VideoSourceLike = {
  kind: 'file',
  url: trainingVideo1,
  posterUrl: trainingPoster1,
};
