import { useId } from 'react';
import { Grid, Stack } from '../../primitives/Stack/Stack.tsx';
import { Heading } from '../../primitives/Text/Text.tsx';
import { StatCard, type StatCardTone } from '../StatCard/StatCard.tsx';
import type { StatIconName } from '../StatCard/statIcons.tsx';

/** One figure of the dashboard, already formatted by the caller. */
export interface DashboardCounter {
  /** Stable key, e.g. "conversas_unicas". */
  id: string;
  /** What the figure counts, e.g. "Conversas únicas". */
  label: string;
  /** The figure, already formatted ("1.234"); ignored while loading. */
  value: string;
  icon?: StatIconName;
  tone?: StatCardTone;
}

export interface DashboardCountersProps {
  /** The section's heading, e.g. "Estatísticas". */
  title: string;
  counters: readonly DashboardCounter[];
  /** Draws placeholders instead of the figures and marks each card busy. */
  isLoading?: boolean;
  /** The heading's id (the section is labelled by it); generated when not given. */
  headingId?: string;
}

/** The dashboard's counters: a titled section with one StatCard per figure, three to a row. */
export function DashboardCounters({ title, counters, isLoading = false, headingId }: DashboardCountersProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <Stack as="section" gap="md" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <Grid columns={3} gap="lg">
        {counters.map((counter) => (
          <StatCard
            key={counter.id}
            label={counter.label}
            value={counter.value}
            icon={counter.icon}
            tone={counter.tone}
            isLoading={isLoading}
          />
        ))}
      </Grid>
    </Stack>
  );
}
