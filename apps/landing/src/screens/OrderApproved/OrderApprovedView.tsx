import type { SiteConfig } from '@agente/rules';
import { ActionLink, OrderApprovedCard } from '@agente/ui';
import { LANDING_PATHS, PANEL_LOGIN_PATH } from '../../app/routes.paths.ts';
import { SiteLayout } from '../../app/SiteLayout.tsx';
import { ORDER_APPROVED_COPY } from './orderApproved.copy.ts';

export interface OrderApprovedViewProps {
  config: SiteConfig;
}

/** /compra-confirmada: the purchase is approved; how to reach the panel with the e-mailed temporary password. */
export function OrderApprovedView({ config }: OrderApprovedViewProps) {
  return (
    <SiteLayout config={config}>
      <OrderApprovedCard
        title={ORDER_APPROVED_COPY.title}
        intro={ORDER_APPROVED_COPY.intro}
        steps={ORDER_APPROVED_COPY.steps}
        warning={ORDER_APPROVED_COPY.warning}
        note={ORDER_APPROVED_COPY.note}
        actions={
          <>
            <ActionLink href={PANEL_LOGIN_PATH} size="lg">
              {ORDER_APPROVED_COPY.panel}
            </ActionLink>
            <ActionLink href={LANDING_PATHS.home} size="lg" variant="secondary">
              {ORDER_APPROVED_COPY.home}
            </ActionLink>
          </>
        }
      />
    </SiteLayout>
  );
}
