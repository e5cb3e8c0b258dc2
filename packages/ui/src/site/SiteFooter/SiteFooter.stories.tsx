import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from './SiteFooter.tsx';

const LEGAL = {
  title: 'Legal',
  links: [
    { label: 'Termos de Uso', href: '/termos' },
    { label: 'Política de Privacidade', href: '/privacidade' },
    { label: 'Política de Cookies', href: '/cookies' },
  ],
};

const meta = {
  title: 'Landing/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Agente de Vendas',
    tagline: 'Agente de IA que vende e atende no WhatsApp para pequenos negócios.',
    copyright: '© 2026 Agente de Vendas. Todos os direitos reservados.',
    columns: [
      LEGAL,
      {
        title: 'Contato',
        links: [
          {
            label: 'Siga a gente nas redes sociais',
            href: 'https://social.example.com/agente',
            isExternal: true,
          },
          { label: 'Fale conosco por e-mail', href: 'mailto:contato@example.com' },
        ],
      },
    ],
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    await expect(canvas.getByRole('link', { name: 'Fale conosco por e-mail' })).toHaveAttribute(
      'href',
      'mailto:contato@example.com',
    );
  },
};

/** Social profile and mail not configured: the contact column is left out, not shown empty. */
export const LegalLinksOnly: Story = {
  args: { columns: [LEGAL, { title: 'Contato', links: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Contato' })).toBeNull();
  },
};
