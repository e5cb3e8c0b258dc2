import type { ReactNode } from 'react';
import { Banner } from '../../primitives/Banner/Banner.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { RetryBanner } from '../RetryBanner/RetryBanner.tsx';

export type AsyncSectionStatus = 'loading' | 'ready' | 'error';

export interface AsyncSectionProps {
  status: AsyncSectionStatus;
  /** Names the spinner while loading, e.g. "Carregando...". */
  loadingLabel: string;
  /** Why the content could not be loaded; shown in an error banner. */
  errorMessage?: ReactNode;
  /** Loads again: the error banner then carries a "Tentar novamente" button. */
  onRetry?: () => void;
  /** Above everything: a heading, a count. */
  header?: ReactNode;
  /** The search field, above the content. */
  search?: ReactNode;
  /**
   * Once loaded, shown instead of the content, e.g. "Nenhuma objeção encontrada para a pesquisa." when the search
   * found nothing (the list itself says when there is nothing at all).
   */
  emptyMessage?: string | null;
  /** Under the content, e.g. a Pagination. */
  paging?: ReactNode;
  /** The loaded content (a list, a table). */
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** A section whose content is loaded: a spinner while it loads, the error when it failed, then the content. */
export function AsyncSection({
  status,
  loadingLabel,
  errorMessage,
  onRetry,
  header,
  search,
  emptyMessage,
  paging,
  children,
  className,
  ...labelling
}: AsyncSectionProps) {
  return (
    <Stack as="section" gap="md" className={className} {...labelling}>
      {header}
      {search}
      {status === 'loading' && <Spinner aria-label={loadingLabel} />}
      {status === 'error' &&
        (onRetry ? (
          <RetryBanner onRetry={onRetry}>{errorMessage}</RetryBanner>
        ) : (
          <Banner tone="danger">{errorMessage}</Banner>
        ))}
      {status === 'ready' && (emptyMessage ? <EmptyState title={emptyMessage} /> : children)}
      {paging}
    </Stack>
  );
}
