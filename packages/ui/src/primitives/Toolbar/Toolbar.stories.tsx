import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PlusIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Toolbar } from './Toolbar.tsx';

const meta = {
  title: 'Primitives/Toolbar',
  component: Toolbar,
  args: {
    'aria-label': 'Inserir na etapa',
    children: (
      <>
        <Button variant="secondary" size="sm" icon={<PlusIcon />}>
          Adicionar mídia
        </Button>
        <Button variant="secondary" size="sm">
          Adicionar oferta
        </Button>
        <Button variant="secondary" size="sm" isDisabled>
          Pausar agente
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One Tab stop; → and ← move between the enabled buttons, skipping the disabled one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Inserir na etapa' })).toBeVisible();
    const media = canvas.getByRole('button', { name: 'Adicionar mídia' });
    const offer = canvas.getByRole('button', { name: 'Adicionar oferta' });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(media).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(offer).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(offer).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(media).toHaveFocus();
  },
};

/** A column; ↑ and ↓ move the focus. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Adicionar mídia' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Adicionar oferta' })).toHaveFocus();
  },
};
