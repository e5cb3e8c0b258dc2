import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { INLINE_MESSAGE_TONES, InlineMessage } from './InlineMessage.tsx';

const meta = {
  title: 'Primitives/InlineMessage',
  component: InlineMessage,
  args: { tone: 'success', children: 'Agente atualizado com sucesso!' },
  argTypes: { tone: { control: 'inline-radio', options: INLINE_MESSAGE_TONES } },
} satisfies Meta<typeof InlineMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Agente atualizado com sucesso!');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'danger', children: 'Ocorreu um erro ao salvar o agente. Por favor, tente novamente.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const AllTones: Story = {
  render: () => (
    <Stack gap="sm">
      {INLINE_MESSAGE_TONES.map((tone) => (
        <InlineMessage key={tone} tone={tone}>
          Mensagem no tom {tone}
        </InlineMessage>
      ))}
    </Stack>
  ),
};
