import type { ResultsPeriod } from '@agente/api';
import { checkoutUrlsForBuyer } from '@agente/rules';
import { formatDate } from '@agente/ui';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useSession } from '../../app/session.tsx';
import { useResource } from '../../hooks/useResource.ts';
import { siteConfig } from '../../siteConfig.ts';
import { DashboardView, type PlanExpiry } from './DashboardView.tsx';
import { DASHBOARD_COPY as COPY } from './dashboard.copy.ts';
import { isPlanEndingSoon, isPlanExpired, isUsageExhausted, planPeriod } from './dashboardRules.ts';
import { firstStepItems } from './firstSteps.ts';
import { RESULTS_COPY } from './results.copy.ts';
import { RESULTS_DEFAULT_PERIOD } from './resultsPeriods.ts';

/** /panel — the dashboard (docs/panel-screens.md#dashboard). */
export default function DashboardScreen() {
  const { api } = useServices();
  const { user } = useSession();
  // The day the page was opened: expiry and days left are judged against it.
  const [today] = useState(() => new Date());
  const counters = useResource(() => api.dashboard.counters(), COPY.errors.load, [api]);
  // The checklist is a guide, not the page: when it cannot be read it is left out rather than shown as an error.
  const firstSteps = useResource(() => api.dashboard.firstSteps(), COPY.errors.load, [api]);
  const [periodo, setPeriodo] = useState<ResultsPeriod>(RESULTS_DEFAULT_PERIOD);
  const results = useResource(() => api.dashboard.results(periodo), RESULTS_COPY.error, [api, periodo]);

  const expiration = user?.expiration_acess ?? null;
  const expired = isPlanExpired(expiration, today);
  const plan: PlanExpiry | null =
    expired === null || expiration === null
      ? null
      : {
          isExpired: expired,
          isEndingSoon: isPlanEndingSoon(expiration, today),
          date: formatDate(expiration),
        };

  return (
    <DashboardView
      userName={user?.name ?? ''}
      supportChatUrl={siteConfig.support.chatUrl}
      noticesGroupUrl={siteConfig.noticesGroupUrl}
      firstSteps={firstSteps.state.status === 'ready' ? firstStepItems(firstSteps.state.data) : null}
      isFirstStepsPending={firstSteps.state.status === 'loading'}
      counters={counters.state}
      onRetry={counters.reload}
      plan={plan}
      period={planPeriod(user?.renovation_date, expiration, today)}
      isExhausted={counters.state.status === 'ready' && isUsageExhausted(counters.state.data)}
      checkoutUrls={checkoutUrlsForBuyer(siteConfig.checkoutUrls, user?.email)}
      video={siteConfig.videos.presentation}
      resultsPeriod={periodo}
      onResultsPeriodChange={setPeriodo}
      results={
        results.state.status === 'error'
          ? { status: 'error', error: results.state.error, onRetry: results.reload }
          : results.state
      }
    />
  );
}
