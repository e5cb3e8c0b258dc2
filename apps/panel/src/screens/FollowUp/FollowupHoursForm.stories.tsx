import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowupHoursForm } from './FollowupHoursForm.tsx';

const meta = {
  title: 'Screens/FollowUp/BusinessHours',
  component: FollowupHoursForm,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    onRetry: fn(),
    form: { inicio: '08:00', fim: '20:00', fuso: 'America/Sao_Paulo' },
    errors: {},
    onChange: fn(),
    isSaving: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof FollowupHoursForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar horário' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
export const OtherZone: Story = {
  args: { form: { inicio: '09:30', fim: '18:00', fuso: 'America/Manaus' } },
};
export const Invalid: Story = {
  args: { form: { inicio: '21:00', fim: '8h', fuso: 'America/Sao_Paulo' }, errors: { fim: 'format' } },
};
export const EndBeforeStart: Story = {
  args: { form: { inicio: '21:00', fim: '07:00', fuso: 'America/Sao_Paulo' }, errors: { fim: 'order' } },
};
export const Loading: Story = { args: { status: 'loading' } };
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Erro ao carregar o horário de envio' },
};
export const Saving: Story = { args: { isSaving: true } };
