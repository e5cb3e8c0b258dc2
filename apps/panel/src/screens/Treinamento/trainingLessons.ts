import type { SiteConfig, TrainingVideoId, VideoSource } from '@agente/rules';

/** The main lesson, shown large; the others follow in a grid. */
export const FEATURED_LESSON: TrainingVideoId = 'buildingFlow';
export const SHORT_LESSONS = [
  'flowBestPractices',
  'registeringMedia',
  'agentCommands',
  'registeringLinks',
] as const satisfies readonly TrainingVideoId[];

export interface TrainingLesson {
  id: TrainingVideoId;
  video: VideoSource;
  /** The absolute address the share button copies. */
  shareUrl: string;
}

function lesson(config: SiteConfig, id: TrainingVideoId, origin: string): TrainingLesson | null {
  const video = config.videos.training[id];
  // An unset address hides the lesson: never a dead player or link.
  if (!video) return null;
  return { id, video, shareUrl: new URL(video.url, origin).href };
}

/** The lessons with a configured video; a same-site path is shared as a full address on `origin`. */
export function trainingLessons(config: SiteConfig, origin: string) {
  return {
    featured: lesson(config, FEATURED_LESSON, origin),
    lessons: SHORT_LESSONS.map((id) => lesson(config, id, origin)).filter(
      (item): item is TrainingLesson => item !== null,
    ),
  };
}
