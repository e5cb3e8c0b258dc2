import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CommandList } from './CommandList.tsx';

const meta = {
  title: 'Composites/CommandList',
  component: CommandList,
  args: {
    items: [
      { command: '#limpar', description: 'Limpa a memória do agente durante o treinamento.' },
      { command: '#', description: 'Enviado na conversa com um lead, pausa o agente para esse lead.' },
      { command: '*', description: 'Enviado na mesma conversa, libera o agente novamente para o lead.' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommandList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['#limpar', '#', '*']);
  },
};

export const Single: Story = {
  args: { items: [{ command: '#limpar', description: 'Limpa a memória do agente.' }] },
};
