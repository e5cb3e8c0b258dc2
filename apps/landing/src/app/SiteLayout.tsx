import type { SiteConfig } from '@agente/rules';
import { FloatingWhatsAppButton, type FooterLink, SiteFooter, SiteHeader } from '@agente/ui';
import type { ReactNode } from 'react';
import { HOME_NAV } from '../screens/Home/home.copy.ts';
import { LANDING_PATHS, PANEL_LOGIN_PATH } from './routes.paths.ts';
import { HERO_ID } from './sections.ts';
import { SITE_COPY } from './site.copy.ts';

export interface SiteLayoutProps {
  config: SiteConfig;
  children: ReactNode;
  /** Starts with the mobile menu open (stories). */
  defaultMenuOpen?: boolean;
}

const LEGAL_LINKS: readonly FooterLink[] = [
  { label: SITE_COPY.footer.terms, href: LANDING_PATHS.terms },
  { label: SITE_COPY.footer.privacy, href: LANDING_PATHS.privacy },
  { label: SITE_COPY.footer.cookies, href: LANDING_PATHS.cookies },
];

/** Header, footer and floating support button around every landing page; unset addresses are left out. */
export function SiteLayout({ config, children, defaultMenuOpen }: SiteLayoutProps) {
  const contactLinks: FooterLink[] = [];
  if (config.socialProfileUrl) {
    contactLinks.push({ label: SITE_COPY.footer.social, href: config.socialProfileUrl, isExternal: true });
  }
  if (config.contactEmailUrl)
    contactLinks.push({ label: SITE_COPY.footer.email, href: config.contactEmailUrl });

  return (
    <>
      <SiteHeader
        brand={SITE_COPY.brand}
        brandLabel={SITE_COPY.homeLabel}
        brandHref={LANDING_PATHS.home}
        navLabel={SITE_COPY.header.navLabel}
        navItems={HOME_NAV}
        loginAction={{ label: SITE_COPY.header.login, href: PANEL_LOGIN_PATH }}
        primaryAction={{ label: SITE_COPY.header.subscribe, href: SITE_COPY.header.subscribeHref }}
        menu={{
          openLabel: SITE_COPY.header.openMenu,
          closeLabel: SITE_COPY.header.closeMenu,
          title: SITE_COPY.header.menuTitle,
        }}
        {...(defaultMenuOpen === undefined ? {} : { defaultMenuOpen })}
      />
      {children}
      <SiteFooter
        brand={SITE_COPY.brand}
        tagline={SITE_COPY.footer.tagline}
        columns={[
          { title: SITE_COPY.footer.legalTitle, links: LEGAL_LINKS },
          { title: SITE_COPY.footer.contactTitle, links: contactLinks },
        ]}
        copyright={SITE_COPY.footer.copyright(new Date().getFullYear())}
      />
      {config.support.chatUrl && (
        <FloatingWhatsAppButton
          href={config.support.chatUrl}
          label={SITE_COPY.whatsApp.label}
          clearOfId={HERO_ID}
        />
      )}
    </>
  );
}
