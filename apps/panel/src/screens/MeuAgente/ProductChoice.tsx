import { Button, InlineMessage, RetryBanner, Select, SelectItem, Stack } from '@agente/ui';
import { MEU_AGENTE_COPY as COPY } from './meuAgente.copy.ts';

export interface ProductOption {
  id: number;
  name: string;
}

export type ProductsState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; items: readonly ProductOption[] };

export interface ProductChoiceProps {
  products: ProductsState;
  value: number | null;
  onChange: (id: number | null) => void;
  onRetry: () => void;
  onGoToProducts: () => void;
  isDisabled: boolean;
}

/** Key of the "no product" option (id_produto is optional). */
const NONE = 'nenhum';

/** The agent's optional product: a select of the user's products, or why there is none to pick. */
export function ProductChoice({
  products,
  value,
  onChange,
  onRetry,
  onGoToProducts,
  isDisabled,
}: ProductChoiceProps) {
  if (products.status === 'error') {
    return <RetryBanner onRetry={onRetry}>{products.error}</RetryBanner>;
  }
  if (products.status === 'ready' && products.items.length === 0) {
    return (
      <Stack gap="sm" align="start">
        <InlineMessage tone="warning">{COPY.noProduct}</InlineMessage>
        <Button size="sm" variant="secondary" onPress={onGoToProducts}>
          {COPY.goToProducts}
        </Button>
      </Stack>
    );
  }
  const isLoading = products.status === 'loading';
  const items = products.status === 'ready' ? products.items : [];
  return (
    <Select
      label={COPY.fields.produto}
      description={isLoading ? COPY.productsLoading : COPY.fields.produtoDescription}
      placeholder={COPY.fields.select}
      selectedKey={value === null ? NONE : String(value)}
      onSelectionChange={(key) => onChange(key === NONE || key === null ? null : Number(key))}
      isDisabled={isDisabled || isLoading}
    >
      <SelectItem id={NONE}>{COPY.fields.produtoNone}</SelectItem>
      {items.map((product) => (
        <SelectItem key={product.id} id={String(product.id)}>
          {product.name}
        </SelectItem>
      ))}
    </Select>
  );
}
