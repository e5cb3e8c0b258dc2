import { Card } from '../../primitives/Card/Card.tsx';
import { CopyButton } from '../../primitives/CopyButton/CopyButton.tsx';
import { VideoEmbed } from '../../site/VideoEmbed/VideoEmbed.tsx';
import type { VideoSourceLike } from '../../site/VideoEmbed/videoSource.ts';
import * as styles from './TrainingVideoCard.css.ts';

export interface TrainingVideoCardProps {
  title: string;
  description?: string;
  video: VideoSourceLike;
  /** Accessible name of the play button, e.g. "Assistir: Montando seu Fluxo". */
  playLabel: string;
  /** The address the share button copies. */
  shareUrl: string;
  /** "Compartilhar" */
  shareLabel: string;
  /** "Link copiado!" while `isCopied` (the caller's 1.5 s timer). */
  copiedLabel: string;
  isCopied: boolean;
  onCopied: () => void;
  /** The title's level in the page outline (2 for a lesson shown on its own, 3 inside a section). */
  headingLevel?: 2 | 3;
  /** Written on the poster, e.g. "Aula 1 — Montando seu Fluxo". */
  posterCaption?: string;
}

/** A training lesson: title, the lazily loaded video and a share button that copies its link. */
export function TrainingVideoCard({
  title,
  description,
  video,
  playLabel,
  shareUrl,
  shareLabel,
  copiedLabel,
  isCopied,
  onCopied,
  headingLevel = 3,
  posterCaption,
}: TrainingVideoCardProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <Card as="article" aria-label={title}>
      <div className={styles.header}>
        <Title className={styles.title}>{title}</Title>
        <CopyButton
          size="sm"
          text={shareUrl}
          label={shareLabel}
          copiedLabel={copiedLabel}
          copied={isCopied}
          onCopy={onCopied}
          aria-label={isCopied ? copiedLabel : `${shareLabel}: ${title}`}
        />
      </div>
      {description && <p className={styles.description}>{description}</p>}
      <VideoEmbed video={video} title={title} playLabel={playLabel} posterCaption={posterCaption} />
    </Card>
  );
}
