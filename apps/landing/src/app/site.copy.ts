import { PLANS_HREF } from './sections.ts';

/** pt-BR texts shared by every landing route: brand, header, footer, floating support button and SEO. */
export const SITE_COPY = {
  brand: 'Agente de Vendas',
  homeLabel: 'Agente de Vendas — página inicial',
  header: {
    navLabel: 'Menu principal',
    login: 'Acessar Agente',
    subscribe: 'Assinar Agora',
    subscribeHref: PLANS_HREF,
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    menuTitle: 'Menu',
  },
  footer: {
    tagline: 'Agente de IA que vende e atende no WhatsApp para pequenos negócios.',
    legalTitle: 'Legal',
    contactTitle: 'Contato',
    terms: 'Termos de Uso',
    privacy: 'Política de Privacidade',
    cookies: 'Política de Cookies',
    social: 'Siga a gente nas redes sociais',
    email: 'Fale conosco por e-mail',
    copyright: (year: number) => `© ${year} Agente de Vendas. Todos os direitos reservados.`,
  },
  whatsApp: { label: 'Falar com o suporte no WhatsApp' },
  seo: {
    siteName: 'Agente de Vendas',
    ogImageAlt: 'Agente de Vendas: seu agente de IA que vende e atende no WhatsApp 24h',
  },
} as const;
