import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MeusDadosView } from './MeusDadosView.tsx';
import type { PlanBilling } from './planBilling.ts';
import { toProfileForm } from './profileForm.ts';

const profile = { name: 'Maria Souza', email: 'maria@exemplo.com.br', phone: '(11) 98888-7777' };

const billing: PlanBilling = {
  planName: 'Pro',
  renewedOn: '01/11/2026',
  expiry: { date: '01/12/2026', isExpired: false },
  usage: { used: 420, remaining: 180, quota: 600, percentUsed: 70 },
  renewHref: 'https://pay.exemplo.com.br/pro',
  upgradeHref: 'https://pay.exemplo.com.br/advanced',
};

const meta = {
  title: 'Screens/MeusDados',
  component: MeusDadosView,
  parameters: { layout: 'padded' },
  args: {
    mode: 'view',
    profile,
    form: toProfileForm(profile),
    formErrors: {},
    onChange: fn(),
    onEdit: fn(),
    onChangePassword: fn(),
    focusPassword: false,
    onCancel: fn(),
    onSubmit: fn(),
    isSaving: false,
    billing,
  },
} satisfies Meta<typeof MeusDadosView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
  },
};

export const WithoutPhone: Story = { args: { profile: { ...profile, phone: '' } } };

export const Edit: Story = {
  args: { mode: 'edit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Telefone' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Invalid: Story = {
  args: {
    mode: 'edit',
    form: { ...toProfileForm(profile), name: '', newPassword: 'nova-senha', confirmPassword: 'outra' },
    formErrors: {
      name: 'Nome é obrigatório',
      currentPassword: 'Senha atual é obrigatória para alterar a senha',
      confirmPassword: 'As senhas não coincidem',
    },
  },
};

export const Saving: Story = { args: { mode: 'edit', isSaving: true } };

/** The plan, its dates, this period's leads and the dashboard's renew and upgrade links. */
export const PlanAndBilling: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Plano e cobrança' });
    await expect(within(section).getByRole('heading', { name: 'Pro' })).toBeVisible();
    await expect(section).toHaveTextContent('Expira em01/12/2026');
    await expect(section).toHaveTextContent('420 de 600');
    await expect(within(section).getByRole('link', { name: /Renovar plano/ })).toHaveAttribute(
      'href',
      billing.renewHref,
    );
    await expect(within(section).getByRole('link', { name: /Fazer upgrade/ })).toHaveAttribute(
      'href',
      billing.upgradeHref,
    );
  },
};

export const PlanAndBillingPhone: Story = {
  ...PlanAndBilling,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Expired, quota used up and already on the largest plan: the expiry says so and only renewal is offered. */
export const PlanExpired: Story = {
  args: {
    billing: {
      ...billing,
      planName: 'Advanced',
      expiry: { date: '01/11/2026', isExpired: true },
      usage: { used: 1000, remaining: 0, quota: 1000, percentUsed: 100 },
      upgradeHref: null,
    },
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Plano e cobrança' });
    await expect(section).toHaveTextContent('Expirou em01/11/2026');
    await expect(within(section).queryByRole('link', { name: /Fazer upgrade/ })).toBeNull();
  },
};

export const PlanExpiredPhone: Story = {
  ...PlanExpired,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
