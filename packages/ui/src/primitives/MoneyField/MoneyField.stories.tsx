import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { MoneyField, type MoneyFieldProps } from './MoneyField.tsx';

/**
 * The apps pass the product's money rule (@agente/rules' tidyBrlField), which the ui kit does not import: this
 * stand-in rewrites the one-decimal amounts the stories type, as that rule does.
 */
const tidyStandIn = (typed: string) => (/^\d+\.\d$/.test(typed) ? `${typed.replace('.', ',')}0` : typed);

/** Holds the typed text so the story behaves like a screen's form. */
function ControlledMoneyField(props: Omit<MoneyFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <MoneyField {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/MoneyField',
  component: ControlledMoneyField,
  args: { label: 'Preço', placeholder: '97,90', tidy: tidyStandIn },
} satisfies Meta<typeof ControlledMoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount typed with a dot is shown in pt-BR on leaving the field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Preço' });
    await userEvent.click(input);
    await userEvent.keyboard('97.9');
    await userEvent.tab();
    await expect(input).toHaveValue('97,90');
  },
};

/** The currency sits inside the field before the amount; the field keeps its label as its name. */
export const WithPrefix: Story = {
  args: { prefix: 'R$', initial: '1.497,00' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Preço' });
    await expect(input.parentElement).toHaveTextContent(/^R\$$/);
    await expect(canvas.getByText('R$')).toBeVisible();
  },
};

export const WithPrefixInvalid: Story = {
  args: { prefix: 'R$', initial: '0', errorMessage: 'Preço deve ser maior que zero' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Preço' })).toHaveAccessibleDescription(
      'Preço deve ser maior que zero',
    );
  },
};
