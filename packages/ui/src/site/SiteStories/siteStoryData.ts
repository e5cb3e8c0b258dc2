/** Shared sample props for the landing composites' stories (pt-BR, like the real landing copy). */
import type { SiteHeaderProps } from '../SiteHeader/SiteHeader.tsx';

export const HEADER_PROPS: SiteHeaderProps = {
  brand: 'Agente de Vendas',
  brandLabel: 'Agente de Vendas — página inicial',
  brandHref: '/',
  navLabel: 'Menu principal',
  navItems: [
    { label: 'Funcionalidades', href: '#funcionalidades' },
    { label: 'Como funciona', href: '#como-funciona' },
    { label: 'Depoimentos', href: '#depoimentos' },
    { label: 'Planos', href: '#planos' },
    { label: 'Dúvidas', href: '#duvidas' },
  ],
  loginAction: { label: 'Acessar Agente', href: '/login' },
  primaryAction: { label: 'Assinar Agora', href: '#planos' },
  menu: { openLabel: 'Abrir menu', closeLabel: 'Fechar menu', title: 'Menu' },
};
