import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ActionLink } from '../ActionLink/ActionLink.tsx';
import { LegalPage } from './LegalPage.tsx';

const MARKDOWN = `# Política de Cookies

Atualizado em 22 de novembro de 2026.

Esta política explica como o **Agente de Vendas** usa cookies.

## 1. O que usamos

- **Essenciais:** o token da sua sessão.
- **Preferências:** o tamanho da fonte do chat.

Veja também a [Política de Privacidade](/privacidade).`;

const meta = {
  title: 'Landing/LegalPage',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
  args: {
    markdown: MARKDOWN,
    footer: (
      <ActionLink href="/" variant="secondary">
        Voltar ao início
      </ActionLink>
    ),
  },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's Markdown becomes a page with one h1, section headings, lists and links. */
export const FromMarkdown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Política de Cookies');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('1. O que usamos');
    await expect(canvas.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  },
};
