import { ProductNavBar } from '@agente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PRODUCT_NAV_COPY } from '../ProductNav/productNav.copy.ts';
import { storyProductNav } from '../ProductNav/storyNav.tsx';
import { ProdutoFormView } from './ProdutoFormView.tsx';
import { PRODUCT_CATEGORIES } from './productCategories.ts';
import { EMPTY_PRODUCT_FORM } from './productForm.ts';

const filled = {
  nome_produto: 'Kit Capilar Premium',
  categoria: 'Tratamento Capilar' as const,
  categoria_outra: '',
  garantia: '30 dias',
  forma_pagamento: 'Pix ou cartão em até 12x',
  descricao:
    'Shampoo, condicionador e máscara com queratina. Fortalece os fios, reduz a quebra e devolve o brilho em 4 semanas.',
};

const meta = {
  title: 'Screens/ProdutoForm',
  component: ProdutoFormView,
  parameters: { layout: 'padded' },
  args: {
    nav: storyProductNav('produto'),
    isNew: false,
    status: 'ready',
    form: filled,
    formErrors: {},
    categories: PRODUCT_CATEGORIES,
    onChange: fn(),
    onSubmit: fn(),
    isSaving: false,
    onRemove: fn(),
    isConfirmingRemove: false,
    productName: 'Kit Capilar Premium',
    removeBlockers: null,
    offersRemoved: 0,
    flowHref: '/panel/produto-detalhes/3',
    objectionsHref: '/panel/objecoes/3',
    isDeleting: false,
    onConfirmRemove: fn(),
    onCancelRemove: fn(),
  },
} satisfies Meta<typeof ProdutoFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar produto' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Before the product exists the bar has only Voltar and Produto. */
const newProductNav = (
  <ProductNavBar
    aria-label={PRODUCT_NAV_COPY.label}
    backLabel={PRODUCT_NAV_COPY.back}
    onBack={() => undefined}
    links={[{ id: 'produto', label: PRODUCT_NAV_COPY.produto, href: '/panel/meus-produtos/novo' }]}
    currentId="produto"
  />
);

export const New: Story = {
  args: { nav: newProductNav, isNew: true, form: EMPTY_PRODUCT_FORM },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Excluir produto' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cadastrar produto' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    nav: newProductNav,
    isNew: true,
    form: EMPTY_PRODUCT_FORM,
    formErrors: {
      nome_produto: 'Nome do produto é obrigatório',
      categoria: 'Categoria é obrigatória',
      descricao: 'Descrição deve ter no máximo 1000 caracteres',
    },
  },
};

/** "Outros" asks what the product is, in the seller's words. */
export const OtherCategory: Story = {
  args: {
    form: {
      ...filled,
      nome_produto: 'Bolo de pote',
      categoria: 'Outros',
      categoria_outra: 'Doces',
      descricao: 'Bolo de pote de chocolate com brigadeiro, feito no dia.',
    },
    productName: 'Bolo de pote',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Qual é a categoria/ })).toHaveValue('Doces');
  },
};

/** "Outros" with nothing saying what the product is: the error sits at the field. */
export const OtherCategoryMissing: Story = {
  args: {
    nav: newProductNav,
    isNew: true,
    form: { ...EMPTY_PRODUCT_FORM, nome_produto: 'Bolo de pote', categoria: 'Outros' },
    formErrors: { categoria_outra: 'Informe a categoria' },
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /Qual é a categoria/ });
    await expect(field).toHaveAttribute('placeholder', 'Ex.: Roupas, Doces, Cursos online');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Informe a categoria')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error', loadError: 'Erro ao carregar produto' } };

export const Saving: Story = { args: { isSaving: true } };

/** Media, steps or objections remain: the dialog says what, with links, and offers no delete. */
export const DeleteRefusedBeforeAsking: Story = {
  args: { isConfirmingRemove: true, removeBlockers: { media: 2, steps: 1, objections: 0 } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Não é possível excluir o produto',
    });
    await expect(within(dialog).getAllByRole('link', { name: 'em Fluxo do Agente' })).toHaveLength(2);
    await expect(dialog).toHaveTextContent('2 mídias');
    await expect(dialog).toHaveTextContent('1 etapa do fluxo');
    await expect(within(dialog).queryByRole('button', { name: 'Excluir' })).toBeNull();
  },
};
