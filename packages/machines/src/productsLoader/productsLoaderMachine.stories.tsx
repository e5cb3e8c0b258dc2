import type { Product } from '@agente/api';
import { Button, InlineMessage, Spinner, Stack, Text } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { expect, userEvent } from 'storybook/test';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { STORY_COPY } from '../stories/storyCopy.ts';
import { aProduct } from '../testing/fixtures.ts';
import { productsLoaderMachine } from './productsLoaderMachine.ts';

const COPY = STORY_COPY.products;
const PRODUCTS = [
  aProduct(),
  aProduct({ id: 4, nome_produto: 'Chá Emagrecedor', categoria: 'Emagrecimento' }),
];

const storyMachine = productsLoaderMachine.provide({
  actors: { loadProducts: fromPromise<Product[]>(async () => PRODUCTS) },
});

type Snapshot = SnapshotFrom<typeof productsLoaderMachine>;
const startAt = (
  value: 'loading' | 'waitingToRetry' | 'loaded' | 'failed',
  context: Partial<Snapshot['context']> = {},
): Snapshot =>
  productsLoaderMachine.resolveState({
    value,
    context: { products: [], error: null, retries: 0, ...context },
  });

const STARTS = {
  loading: startAt('loading'),
  waitingToRetry: startAt('waitingToRetry', { retries: 2 }),
  loaded: startAt('loaded', { products: PRODUCTS }),
  noProducts: startAt('loaded'),
  failed: startAt('failed', { retries: 3, error: 'loadFailed' }),
} satisfies Record<string, Snapshot>;

/** The agent form's product list while it loads, retries by itself, fails or shows. */
function ProductsLoaderDemo({ state }: { state: keyof typeof STARTS }) {
  const [snapshot, send] = useMachine(storyMachine, { snapshot: STARTS[state] });
  const { products, error } = snapshot.context;
  if (snapshot.matches('failed')) {
    return (
      <Stack gap="sm" align="start">
        <InlineMessage tone="danger">{error && COPY.errors[error]}</InlineMessage>
        <Button variant="secondary" onPress={() => send({ type: 'user.retry' })}>
          {COPY.retry}
        </Button>
      </Stack>
    );
  }
  if (!snapshot.matches('loaded')) return <Spinner />;
  if (products.length === 0) return <Text>{COPY.empty}</Text>;
  return (
    <Stack gap="xs" as="ul" aria-label={COPY.heading}>
      {products.map((product) => (
        <li key={product.id}>
          <Text as="span">{product.nome_produto}</Text>
        </li>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Machines/productsLoader',
  component: ProductsLoaderDemo,
  args: { state: 'loading' },
  argTypes: { state: { control: 'select', options: Object.keys(STARTS) } },
} satisfies Meta<typeof ProductsLoaderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
/** Between automatic retries the list still shows as loading; the error waits for the last one. */
export const WaitingToRetry: Story = { args: { state: 'waitingToRetry' } };
export const Loaded: Story = { args: { state: 'loaded' } };
export const NoProducts: Story = { args: { state: 'noProducts' } };

/** After the 3 retries: the message and the retry button. */
export const Failed: Story = {
  args: { state: 'failed' },
};

/** The retry button loads again (the fake answers at once). */
export const RetryAfterFailure: Story = {
  args: Failed.args,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: COPY.retry }));
    await expect(await canvas.findByText('Óleo Capilar')).toBeVisible();
  },
};
