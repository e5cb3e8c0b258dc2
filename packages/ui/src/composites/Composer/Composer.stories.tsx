import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Composer, type ComposerProps } from './Composer.tsx';

const LABELS = {
  field: 'Mensagem',
  placeholder: 'Escreva para o lead...',
  send: 'Enviar mensagem',
  sending: 'Enviando...',
  hint: 'Enviar uma mensagem pausa o agente para este lead.',
};

function Controlled(props: ComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Composer
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Composites/Composer',
  component: Composer,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), onSubmit: fn(), labels: LABELS, maxLength: 4000 },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: nothing to send. Typed: the button and Enter send it; Shift+Enter breaks the line. */
export const TypeAndSend: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Enviar mensagem' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), 'Oi, Ana!');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const box = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.click(box);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}tudo bem?');
    await expect(box).toHaveValue('Oi, Ana!\ntudo bem?');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(box).toHaveValue('Oi, Ana!\ntudo bem?');
  },
};

export const Sending: Story = { args: { value: 'Oi, Ana!', isPending: true } };

export const Failed: Story = {
  args: { value: 'Oi, Ana!', error: 'Conecte seu WhatsApp em "Conectar WhatsApp" para enviar mensagens.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Conecte seu WhatsApp');
    await expect(canvas.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Oi, Ana!');
  },
};
