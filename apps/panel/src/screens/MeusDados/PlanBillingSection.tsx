import {
  ActionLink,
  Card,
  formatInteger,
  Heading,
  Inline,
  ProfileSummary,
  toneForShare,
  UsageCard,
} from '@agente/ui';
import { MEUS_DADOS_COPY } from './meusDados.copy.ts';
import type { PlanBilling } from './planBilling.ts';

const COPY = MEUS_DADOS_COPY.plan;

/** "Plano e cobrança": the plan, its dates, this period's leads and the checkout links the dashboard offers. */
export function PlanBillingSection({ billing }: { billing: PlanBilling }) {
  const { usage } = billing;
  const hasQuota = usage.quota > 0;
  return (
    <Card as="section" padding="lg" aria-labelledby="dados-plano">
      <Heading level={2} id="dados-plano">
        {COPY.title}
      </Heading>
      <ProfileSummary
        name={billing.planName ?? COPY.noPlan}
        headingLevel={3}
        showAvatar={false}
        emptyValue={MEUS_DADOS_COPY.fields.notInformed}
        details={[
          { label: COPY.renewedOn, value: billing.renewedOn ?? '' },
          {
            label: billing.expiry?.isExpired ? COPY.expiredOn : COPY.expiresOn,
            value: billing.expiry?.date ?? '',
          },
        ]}
      />
      <UsageCard
        title={COPY.usage.title}
        figure={hasQuota ? `${usage.percentUsed}%` : COPY.usage.none}
        value={usage.used}
        maxValue={usage.quota}
        valueLabel={
          hasQuota ? COPY.usage.of(formatInteger(usage.used), formatInteger(usage.quota)) : COPY.usage.noQuota
        }
        description={COPY.usage.description}
        tone={toneForShare(hasQuota ? usage.used / usage.quota : 0)}
      />
      {(billing.renewHref || billing.upgradeHref) && (
        <Inline gap="sm">
          {billing.renewHref && (
            <ActionLink href={billing.renewHref} isExternal size="sm">
              {COPY.renew}
            </ActionLink>
          )}
          {billing.upgradeHref && (
            <ActionLink href={billing.upgradeHref} isExternal size="sm" variant="secondary">
              {COPY.upgrade}
            </ActionLink>
          )}
        </Inline>
      )}
    </Card>
  );
}
