import { EmptyState, Heading, RetryBanner, Select, SelectItem, Spinner, Stack } from '@agente/ui';
import type { ReactNode } from 'react';
import { LEADS_COPY as COPY } from './leads.copy.ts';

export interface ProductChoice {
  id: number;
  name: string;
}

export interface ProductFilterProps {
  products: readonly ProductChoice[];
  productId: number;
  onChange: (productId: number) => void;
}

/** Which product's leads the board shows. */
export function ProductFilter({ products, productId, onChange }: ProductFilterProps) {
  return (
    <Select
      label={COPY.product}
      items={products}
      selectedKey={productId}
      onSelectionChange={(key) => {
        if (key !== null) onChange(Number(key));
      }}
    >
      {(product) => <SelectItem id={product.id}>{product.name}</SelectItem>}
    </Select>
  );
}

export type LeadsViewProps =
  | { status: 'loading' }
  | { status: 'error'; error: string; onRetry: () => void }
  /** No product yet; the link to create the first one (CreateProductLink). */
  | { status: 'empty'; createProductLink: ReactNode }
  | { status: 'ready'; board: ReactNode };

/** Leads before its board: the products loading, failing, or none yet. Pure. */
export function LeadsView(props: LeadsViewProps) {
  if (props.status === 'ready') return props.board;
  return (
    <Stack gap="xl">
      <Heading level={1}>{COPY.heading}</Heading>
      {props.status === 'loading' && (
        <Stack gap="sm" align="center">
          <Spinner aria-label={COPY.loading} />
        </Stack>
      )}
      {props.status === 'error' && <RetryBanner onRetry={props.onRetry}>{props.error}</RetryBanner>}
      {props.status === 'empty' && (
        <EmptyState
          title={COPY.noProducts}
          description={COPY.noProductsDescription}
          action={props.createProductLink}
        />
      )}
    </Stack>
  );
}
