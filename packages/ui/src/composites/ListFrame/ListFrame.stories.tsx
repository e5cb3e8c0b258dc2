import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { ListFrame } from './ListFrame.tsx';

const items = ['Kit 1 frasco', 'Kit 3 frascos'];

const meta = {
  title: 'Composites/ListFrame',
  component: ListFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    texts: {
      title: 'Ofertas',
      intro: 'Cadastre os preços e links de pagamento que o agente pode oferecer aos leads.',
      loading: 'Carregando...',
      saving: 'Salvando...',
      confirmTitle: 'Excluir oferta',
      confirm: 'Excluir',
      cancel: 'Cancelar',
    },
    state: {
      status: 'ready',
      onRetry: fn(),
      isSaving: false,
      onSubmit: fn(),
      isDeleting: false,
      onConfirmRemove: fn(),
      onCancelRemove: fn(),
    },
    form: {
      title: 'Nova oferta',
      fields: <TextField label="Link" placeholder="https://pay.exemplo.com/oferta" />,
      submitLabel: 'Cadastrar oferta',
    },
    list: {
      'aria-label': 'Ofertas cadastradas',
      content: (
        <ul aria-label="Ofertas cadastradas">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    },
    removeQuestion: null,
  },
} satisfies Meta<typeof ListFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, form and the loaded list; submitting the form saves it. */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar oferta' }));
    await expect(args.state.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { state: { ...meta.args.state, status: 'loading' } } };

export const LoadError: Story = {
  args: { state: { ...meta.args.state, status: 'error', loadError: 'Erro ao carregar ofertas' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Results: Story = {
  args: {
    state: {
      ...meta.args.state,
      successMessage: 'Oferta cadastrada com sucesso!',
      errorMessage: 'Erro ao excluir oferta',
    },
  },
};

/** Editing: a cancel button beside the submit; both wait while the form saves. */
export const EditingSaving: Story = {
  args: {
    state: { ...meta.args.state, isSaving: true },
    form: {
      ...meta.args.form,
      title: 'Editar oferta',
      submitLabel: 'Salvar alterações',
      cancel: { label: 'Cancelar', onPress: fn() },
    },
  },
};

/** A disabled submit saves nothing, not even by Enter in a field. */
export const SubmitDisabled: Story = {
  args: { form: { ...meta.args.form, isSubmitDisabled: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cadastrar oferta' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Link' }), 'pay.exemplo.com{Enter}');
    await expect(args.state.onSubmit).not.toHaveBeenCalled();
  },
};

/** The question names what would be deleted; confirming asks the screen to delete. */
export const ConfirmDelete: Story = {
  args: { removeQuestion: 'Deseja excluir a oferta "Kit 3 frascos"? Esta ação não pode ser desfeita.' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Excluir oferta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.state.onConfirmRemove).toHaveBeenCalledTimes(1);
  },
};
