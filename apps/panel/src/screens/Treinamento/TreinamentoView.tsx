import { CardGrid, EmptyState, Heading, Stack, Text, TrainingVideoCard } from '@agente/ui';
import type { TrainingLesson } from './trainingLessons.ts';
import { TREINAMENTO_COPY as COPY } from './treinamento.copy.ts';

export interface TreinamentoViewProps {
  /** 'Montando seu Fluxo'; null when its video is not configured. */
  featured: TrainingLesson | null;
  /** The short lessons with a configured video. */
  lessons: readonly TrainingLesson[];
  /** The lesson whose 'Link copiado!' is showing (the 1.5 s feedback timer). */
  copiedId: string | null;
  onCopied: (id: string) => void;
}

/** /panel/treinamento: the flow lesson on top, the four short lessons below, each with a share button. */
export function TreinamentoView({ featured, lessons, copiedId, onCopied }: TreinamentoViewProps) {
  // Lessons are numbered in the order shown: the flow lesson first, then the short ones.
  const shown = [...(featured ? [featured] : []), ...lessons];
  const card = (lesson: TrainingLesson, headingLevel: 2 | 3) => {
    const { title, description } = COPY.videos[lesson.id];
    const number = shown.indexOf(lesson) + 1;
    return (
      <TrainingVideoCard
        key={lesson.id}
        title={title}
        description={description}
        video={lesson.video}
        playLabel={COPY.play(title)}
        shareUrl={lesson.shareUrl}
        shareLabel={COPY.share}
        copiedLabel={COPY.linkCopied}
        isCopied={copiedId === lesson.id}
        onCopied={() => onCopied(lesson.id)}
        headingLevel={headingLevel}
        posterCaption={COPY.posterCaption(number, title)}
      />
    );
  };
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{COPY.title}</Heading>
        <Text tone="muted">{COPY.intro}</Text>
      </Stack>
      {featured === null && lessons.length === 0 && <EmptyState title={COPY.empty} />}
      {featured && card(featured, 2)}
      {lessons.length > 0 && (
        <Stack as="section" gap="md" aria-labelledby="aulas-rapidas">
          <Stack gap="xs">
            <Heading level={2} id="aulas-rapidas">
              {COPY.lessonsTitle}
            </Heading>
            <Text tone="muted">{COPY.lessonsIntro}</Text>
          </Stack>
          <CardGrid maxColumns={2} aria-label={COPY.lessonsTitle}>
            {lessons.map((lesson) => card(lesson, 3))}
          </CardGrid>
        </Stack>
      )}
    </Stack>
  );
}
