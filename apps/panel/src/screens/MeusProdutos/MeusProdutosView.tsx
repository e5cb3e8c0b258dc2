import {
  Button,
  CardGrid,
  EmptyState,
  Heading,
  Inline,
  PlusIcon,
  ProductCard,
  type ProductIconName,
  RetryBanner,
  Skeleton,
  Stack,
  Text,
} from '@agente/ui';
import { MEUS_PRODUTOS_COPY } from './meusProdutos.copy.ts';

const COPY = MEUS_PRODUTOS_COPY.list;
const CARD = MEUS_PRODUTOS_COPY.card;

export interface ProductListItem {
  id: number;
  name: string;
  category: string;
  icon: ProductIconName;
  href: string;
  garantia: string;
  formaPagamento: string;
}

export interface MeusProdutosViewProps {
  status: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  products: readonly ProductListItem[];
  /** 'Novo Produto': opens the empty product form. */
  onNewProduct: () => void;
  onRetry: () => void;
}

const SKELETON_CARDS = 3;

/** /panel/meus-produtos: the product cards, or an empty state inviting the first one. */
export function MeusProdutosView(props: MeusProdutosViewProps) {
  const newButton = (
    <Button onPress={props.onNewProduct} icon={<PlusIcon />}>
      {COPY.newProduct}
    </Button>
  );
  return (
    <Stack gap="xl">
      <Inline justify="between" align="end" gap="lg">
        <Stack gap="xs">
          <Heading level={1}>{COPY.title}</Heading>
          <Text tone="muted">{COPY.intro}</Text>
        </Stack>
        {newButton}
      </Inline>
      {props.status === 'loading' && (
        <div role="status" aria-label={COPY.loading}>
          <CardGrid>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <Skeleton key={index} shape="rect" height="9rem" />
            ))}
          </CardGrid>
        </div>
      )}
      {props.status === 'error' && <RetryBanner onRetry={props.onRetry}>{props.loadError}</RetryBanner>}
      {props.status === 'ready' && props.products.length === 0 && (
        <EmptyState title={COPY.empty} description={COPY.emptyDescription} action={newButton} />
      )}
      {props.status === 'ready' && props.products.length > 0 && (
        <CardGrid aria-label={COPY.listLabel}>
          {props.products.map((product) => (
            <ProductCard
              key={product.id}
              name={product.name}
              category={product.category}
              icon={product.icon}
              href={product.href}
              headingLevel={2}
              emptyValue={CARD.notInformed}
              details={[
                { label: CARD.garantia, value: product.garantia },
                { label: CARD.formaPagamento, value: product.formaPagamento },
              ]}
            />
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
