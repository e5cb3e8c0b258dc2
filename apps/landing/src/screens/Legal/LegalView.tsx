import type { SiteConfig } from '@agente/rules';
import { ActionLink, LegalPage } from '@agente/ui';
import { LANDING_PATHS } from '../../app/routes.paths.ts';
import { SiteLayout } from '../../app/SiteLayout.tsx';
import { LEGAL_COPY } from './legal.copy.ts';

export interface LegalViewProps {
  config: SiteConfig;
  /** The page's Markdown (src/content/legal/*.md). */
  markdown: string;
}

/** /termos, /privacidade, /cookies: the owner's text inside the site's header and footer. */
export function LegalView({ config, markdown }: LegalViewProps) {
  return (
    <SiteLayout config={config}>
      <LegalPage
        markdown={markdown}
        footer={
          <ActionLink href={LANDING_PATHS.home} variant="secondary">
            {LEGAL_COPY.backHome}
          </ActionLink>
        }
      />
    </SiteLayout>
  );
}
