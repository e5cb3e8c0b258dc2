import type { ReactNode } from 'react';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { Heading, Text } from '../../primitives/Text/Text.tsx';

export interface PageHeaderProps {
  /** The screen's name, its one level-1 heading. */
  title: string;
  /** A sentence under the title saying what the screen is for. */
  intro?: ReactNode;
  className?: string;
}

/** A panel screen's title and the sentence introducing it. */
export function PageHeader({ title, intro, className }: PageHeaderProps) {
  return (
    <Stack gap="xs" className={className}>
      <Heading level={1}>{title}</Heading>
      {intro && <Text tone="muted">{intro}</Text>}
    </Stack>
  );
}
