import type { KanbanPeriod } from '@agente/api';
import {
  Button,
  EmptyState,
  Heading,
  Inline,
  KanbanBoard,
  type KanbanColumnData,
  type LeadCardLabels,
  lazyWhenOpened,
  SegmentedControl,
  Spinner,
  Stack,
  TagIcon,
  type TagOption,
  Text,
} from '@agente/ui';
import type { ReactNode } from 'react';
import { KANBAN_COPY as COPY } from './kanban.copy.ts';
import type { TagManagerViewProps } from './TagManagerView.tsx';

/**
 * The tags' dialog (its modal, form and colour Select with react-aria's overlay and focus code) is no part of the
 * board's first load: fetched when 'Gerenciar etiquetas' first opens it.
 */
const TagManager = lazyWhenOpened<TagManagerViewProps>(() =>
  import('./TagManagerView.tsx').then((module) => module.TagManagerView),
);
/** Fetches the tags' dialog ahead (stories and tests that open it). */
export const loadTagManager = TagManager.load;

/** The panel's one period order: the rolling windows from the shortest, then the calendar months from this one. */
const PERIOD_ORDER: readonly KanbanPeriod[] = [
  'hoje',
  'ultimos_7',
  'ultimos_14',
  'mes_atual',
  'mes_anterior',
];
const PERIOD_OPTIONS = PERIOD_ORDER.map((id) => ({ id, label: COPY.periods[id] }));

const LEAD_LABELS: LeadCardLabels = {
  ...COPY.lead,
  tagButton: (lead) => COPY.tagButton(lead.name, lead.tag.label),
};

export interface KanbanViewProps {
  /** The product's tabs (the product's own board); none on Leads. */
  nav?: ReactNode;
  /** The page's title for a period's name; 'Kanban de Leads (Hoje)' unless given. */
  titleOf?: (periodLabel: string) => string;
  /** Beside the periods: Leads' product filter. */
  filter?: ReactNode;
  /** The account's tags' dialog, opened by 'Gerenciar etiquetas' beside the periods. */
  tags: { manager: TagManagerViewProps; onOpen: () => void };
  period: KanbanPeriod;
  onPeriodChange: (period: KanbanPeriod) => void;
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  /** 'Erro ao buscar dados do Kanban' after a column's further page failed (the board stays). */
  pageError?: string | null;
  columns: readonly KanbanColumnData[];
  onLoadMore: (step: number) => void;
  /** The step whose next page is on its way. */
  loadingColumnId: number | null;
  tagOptions: readonly TagOption[];
  onTagSelect: (leadId: number, tagId: string) => void;
  pendingLeadIds: ReadonlySet<number>;
  /** 'Erro ao atualizar etiqueta' after a refused change, until the user picks another tag or period. */
  tagError: string | null;
}

export function KanbanView(props: KanbanViewProps) {
  const periodLabel = COPY.periods[props.period];
  const title = (props.titleOf ?? COPY.title)(periodLabel);
  const periods = (
    <SegmentedControl
      label={COPY.period}
      options={PERIOD_OPTIONS}
      selectedKey={props.period}
      onSelectionChange={props.onPeriodChange}
    />
  );
  return (
    <Stack gap="xl">
      {props.nav}
      <Heading level={1}>{title}</Heading>
      <Inline gap="lg" align="end">
        {props.filter}
        {periods}
        <Button variant="secondary" icon={<TagIcon />} onPress={props.tags.onOpen}>
          {COPY.tags.manage}
        </Button>
      </Inline>
      <TagManager {...props.tags.manager} />
      {props.tagError && (
        <Text tone="danger" role="alert">
          {props.tagError}
        </Text>
      )}
      {props.status === 'ready' && props.pageError && (
        <Text tone="danger" role="alert">
          {props.pageError}
        </Text>
      )}
      {props.status === 'loading' && (
        <Stack gap="sm" align="center">
          <Spinner aria-label={COPY.loading} />
          <Text tone="muted">{COPY.loading}</Text>
        </Stack>
      )}
      {props.status === 'error' && (
        <Text tone="danger" role="alert">
          {props.loadError}
        </Text>
      )}
      {props.status === 'ready' && !props.columns.some((column) => column.total > 0) && (
        <EmptyState title={COPY.empty(periodLabel)} />
      )}
      {props.status === 'ready' && props.columns.length > 0 && (
        <KanbanBoard
          aria-label={title}
          columns={props.columns}
          leadLabels={LEAD_LABELS}
          countLabel={COPY.count}
          tagOptions={props.tagOptions}
          onTagSelect={props.onTagSelect}
          pendingLeadIds={props.pendingLeadIds}
          onLoadMore={props.onLoadMore}
          loadingColumnId={props.loadingColumnId}
          loadingMoreLabel={COPY.loading}
          emptyColumnLabel={COPY.emptyColumn}
          scrollLabels={COPY.scroll}
        />
      )}
    </Stack>
  );
}
