import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { FormActions } from '../../primitives/Form/Form.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { FormCard } from './FormCard.tsx';

const meta = {
  title: 'Composites/FormCard',
  component: FormCard,
  args: {
    title: 'Nova oferta',
    onSubmit: fn(),
    children: (
      <>
        <TextField label="Link" placeholder="https://pay.exemplo.com/oferta" />
        <FormActions>
          <Button type="submit">Cadastrar oferta</Button>
        </FormActions>
      </>
    ),
  },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title names the section and the form; submitting calls onSubmit and keeps the page. */
export const New: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Nova oferta' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Nova oferta' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar oferta' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Editing: Story = {
  args: {
    title: 'Editar oferta',
    children: (
      <>
        <TextField label="Link" defaultValue="pay.exemplo.com/kit-1" />
        <FormActions>
          <Button variant="secondary">Cancelar</Button>
          <Button type="submit">Salvar alterações</Button>
        </FormActions>
      </>
    ),
  },
};
