import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ProductNavBar } from './ProductNavBar.tsx';

const links = [
  { id: 'produto', label: 'Produto', href: '/panel/meus-produtos/7' },
  { id: 'ofertas', label: 'Ofertas', href: '/panel/ofertas/7' },
  { id: 'fluxo', label: 'Fluxo do Agente', href: '/panel/produto-detalhes/7' },
  { id: 'objecoes', label: 'Objeções', href: '/panel/objecoes/7' },
  { id: 'kanban', label: 'Kanban', href: '/panel/kanban/7' },
];

const meta = {
  title: 'Composites/ProductNavBar',
  component: ProductNavBar,
  args: {
    'aria-label': 'Navegação do produto',
    backLabel: 'Voltar',
    onBack: fn(),
    links,
    currentId: 'fluxo',
  },
} satisfies Meta<typeof ProductNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFlowScreen: Story = {};

/** Voltar with the mouse; the keyboard walks the product screens, the current one marked as the page. */
export const KeyboardAndMouse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
    for (const link of links) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: link.label })).toHaveFocus();
    }
    await expect(canvas.getByRole('link', { name: 'Fluxo do Agente' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Ofertas' })).toHaveAttribute('href', '/panel/ofertas/7');
  },
};

/** On the kanban the current button is disabled: the keyboard skips it. */
export const OnKanbanScreen: Story = {
  args: { currentId: 'kanban', isCurrentDisabled: true },
  play: async ({ canvas }) => {
    const kanban = canvas.getByRole('link', { name: 'Kanban' });
    await expect(kanban).toHaveAttribute('aria-disabled', 'true');
    await expect(kanban).toHaveAttribute('aria-current', 'page');
    canvas.getByRole('link', { name: 'Objeções' }).focus();
    await userEvent.tab();
    await expect(kanban).not.toHaveFocus();
  },
};

/** Every control lies fully inside the window: the page itself never scrolls sideways. */
const expectInsideWindow = (element: Element) => {
  const box = element.getBoundingClientRect();
  return expect(box.left >= 0 && box.right <= window.innerWidth).toBe(true);
};

/** Desktop: the product and the screen on show above one row of buttons. */
export const WithProductName: Story = {
  args: { currentId: 'ofertas', productName: 'Kit Bolo de Pote' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kit Bolo de Pote')).toBeVisible();
    const links = canvas.getAllByRole('link');
    const tops = new Set(links.map((link) => link.getBoundingClientRect().top));
    await expect(tops.size).toBe(1);
    await expect(canvas.getByRole('link', { name: 'Ofertas' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A phone: one row that scrolls sideways inside the bar, with the current screen (the last one here)
 * already scrolled into view; the other screens can be scrolled to and opened.
 */
export const OnPhoneScrollsInOneRow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { currentId: 'kanban', isCurrentDisabled: true, productName: 'Kit Bolo de Pote' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const kanban = canvas.getByRole('link', { name: 'Kanban' });
    await expect(kanban).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expectInsideWindow(kanban));
    // Not faded like an unavailable button: it marks the page on show.
    await expect(getComputedStyle(kanban).opacity).toBe('1');
    const produto = canvas.getByRole('link', { name: 'Produto' });
    produto.scrollIntoView({ inline: 'nearest', block: 'nearest' });
    await waitFor(() => expectInsideWindow(produto));
    // Back to where the page opened, for the screenshot.
    kanban.scrollIntoView({ inline: 'nearest', block: 'nearest' });
    await waitFor(() => expectInsideWindow(kanban));
  },
};
