import type { DashboardCounters as CountersData, DashboardResults, ResultsPeriod } from '@agente/api';
import type { PlanId, VideoSource } from '@agente/rules';
import { PLAN_INCLUSIONS, PLANS } from '@agente/rules';
import {
  ActionLink,
  Banner,
  Card,
  CommandList,
  DashboardCounters,
  type FirstStepItem,
  FirstStepsChecklist,
  formatDate,
  formatInteger,
  Grid,
  Heading,
  Inline,
  PlanCardsOnDemand,
  ResultsPanel,
  RetryBanner,
  Stack,
  Text,
  toneForShare,
  UsageCard,
  useLazyModuleOnceNeeded,
  VideoEmbed,
} from '@agente/ui';
import { useState } from 'react';
import { PATHS } from '../../paths.ts';
import { DASHBOARD_COPY as COPY } from './dashboard.copy.ts';
import { type PlanPeriod, quotaUsage } from './dashboardRules.ts';
import { RESULTS_COPY } from './results.copy.ts';
import { RESULTS_PERIODS } from './resultsPeriods.ts';
import { resultsViewModule } from './resultsViewOnDemand.ts';

export type CountersState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; data: CountersData };

/** The agent's results as read from the server; DashboardView formats them once they come near the screen. */
export type ResultsState =
  | { status: 'loading' }
  | { status: 'error'; error: string; onRetry: () => void }
  | { status: 'ready'; data: DashboardResults };

export interface PlanExpiry {
  isExpired: boolean;
  /** Within the last days before the expiry: the line is a warning instead of plain information. */
  isEndingSoon: boolean;
  /** dd/mm/aaaa */
  date: string;
}

export interface DashboardViewProps {
  userName: string;
  /** Messaging-app chat with support and the notices group; each hidden when not configured. */
  supportChatUrl: string | null;
  noticesGroupUrl: string | null;
  /** The "primeiros passos" checklist; null while it loads or when it could not be read. */
  firstSteps: readonly FirstStepItem[] | null;
  /**
   * The checklist is still being read: what comes below it waits, so that it does not jump down by the
   * checklist's height when the checklist arrives (a layout shift).
   */
  isFirstStepsPending?: boolean;
  counters: CountersState;
  onRetry: () => void;
  /** null when the account has no expiry date. */
  plan: PlanExpiry | null;
  /** The current billing cycle; null when the account has no renewal or expiry date. */
  period: PlanPeriod | null;
  isExhausted: boolean;
  checkoutUrls: Readonly<Record<PlanId, string | null>>;
  video: VideoSource | null;
  /** The agent's results for the chosen period (sales, revenue, funnel…). */
  results: ResultsState;
  resultsPeriod: ResultsPeriod;
  onResultsPeriodChange: (period: ResultsPeriod) => void;
}

/** The panel's home: greeting, plan state, first steps, counters, usage, plans when needed, commands and the video. */
export function DashboardView(props: DashboardViewProps) {
  const { plan, isExhausted } = props;
  const isExpired = plan?.isExpired ?? false;
  const hasSupport = props.supportChatUrl !== null || props.noticesGroupUrl !== null;
  const hrefFor = (planId: string) => props.checkoutUrls[planId as PlanId] ?? null;
  return (
    <Stack gap="xl">
      <Inline justify="between" align="start" gap="lg" collapseBelowDesktop>
        <Stack gap="xs">
          <Heading level={1}>{COPY.greeting(props.userName)}</Heading>
          <Text tone="muted">{COPY.prompt}</Text>
        </Stack>
        {hasSupport && (
          <Stack as="section" gap="xs" aria-labelledby="dashboard-suporte">
            <Text as="span" size="sm" weight="semibold" tone="muted" id="dashboard-suporte">
              {COPY.support.title}
            </Text>
            <Inline gap="sm">
              {props.supportChatUrl && (
                <ActionLink href={props.supportChatUrl} isExternal size="sm">
                  {COPY.support.chat}
                </ActionLink>
              )}
              {props.noticesGroupUrl && (
                <ActionLink href={props.noticesGroupUrl} isExternal size="sm" variant="secondary">
                  {COPY.support.noticesGroup}
                </ActionLink>
              )}
            </Inline>
          </Stack>
        )}
      </Inline>

      {plan && (
        <Banner
          tone={plan.isExpired ? 'danger' : plan.isEndingSoon ? 'warning' : 'info'}
          emphasis={plan.isExpired ? 'strong' : 'soft'}
        >
          {plan.isExpired ? COPY.plan.expired(plan.date) : COPY.plan.expiring(plan.date)}
        </Banner>
      )}

      {props.firstSteps && <FirstStepsChecklist steps={props.firstSteps} labels={COPY.firstSteps.labels} />}

      {!props.isFirstStepsPending && (
        <>
          <Counters counters={props.counters} onRetry={props.onRetry} />

          {isExpired && (
            <PlansBlock
              id="dashboard-renovar"
              title={COPY.plan.renewTitle}
              intro={COPY.plan.renewIntro}
              hrefFor={hrefFor}
            />
          )}

          {props.counters.status === 'ready' || props.counters.status === 'loading' ? (
            <Usage counters={props.counters} period={props.period} />
          ) : null}

          {isExhausted && (
            <Banner tone="danger" emphasis="strong">
              {COPY.exhausted}
            </Banner>
          )}
          {/* The alert tells the user to choose below, so its plans follow it even when the renewal block shows too. */}
          {isExhausted && (
            <PlansBlock
              id="dashboard-upgrade"
              title={COPY.plan.upgradeTitle}
              intro={COPY.plan.upgradeIntro}
              hrefFor={hrefFor}
            />
          )}

          <Results
            results={props.results}
            period={props.resultsPeriod}
            onPeriodChange={props.onResultsPeriodChange}
          />

          <Grid columns={props.video ? 2 : 1} gap="lg">
            <Card as="section" aria-labelledby="dashboard-comandos">
              <Heading level={2} id="dashboard-comandos">
                {COPY.help.title}
              </Heading>
              <Text tone="muted" size="sm">
                {COPY.help.intro}
              </Text>
              <CommandList items={COPY.help.commands} />
            </Card>
            {props.video && (
              <Card as="section" aria-labelledby="dashboard-video">
                <Heading level={2} id="dashboard-video">
                  {COPY.video.title}
                </Heading>
                <VideoEmbed video={props.video} title={COPY.video.title} playLabel={COPY.video.playLabel} />
              </Card>
            )}
          </Grid>
        </>
      )}
    </Stack>
  );
}

function Results({
  results,
  period,
  onPeriodChange,
}: {
  results: ResultsState;
  period: ResultsPeriod;
  onPeriodChange: (period: ResultsPeriod) => void;
}) {
  const [isNear, setNear] = useState(false);
  const view = useLazyModuleOnceNeeded(resultsViewModule, isNear) ?? resultsViewModule.current();
  const state =
    results.status !== 'ready'
      ? results
      : view
        ? view.resultsViewOf(results.data)
        : ({ status: 'loading' } as const);
  return (
    <ResultsPanel
      labels={RESULTS_COPY.labels}
      periods={RESULTS_PERIODS}
      period={period}
      onPeriodChange={onPeriodChange}
      state={state}
      onNearScreen={() => setNear(true)}
    />
  );
}

function Counters({ counters, onRetry }: { counters: CountersState; onRetry: () => void }) {
  if (counters.status === 'error') {
    return <RetryBanner onRetry={onRetry}>{counters.error}</RetryBanner>;
  }
  const value = (pick: (data: CountersData) => number) =>
    counters.status === 'ready' ? formatInteger(pick(counters.data)) : '';
  return (
    <Stack gap="sm">
      <DashboardCounters
        title={COPY.counters.title}
        headingId="dashboard-estatisticas"
        isLoading={counters.status === 'loading'}
        counters={[
          {
            id: 'conversas_unicas',
            label: COPY.counters.conversasUnicas,
            value: value((c) => c.conversas_unicas),
            icon: 'people',
          },
          {
            id: 'mensagens_trocadas',
            label: COPY.counters.mensagensTrocadas,
            value: value((c) => c.mensagens_trocadas),
            icon: 'messages',
            tone: 'info',
          },
          {
            id: 'conversas_plano',
            label: COPY.counters.conversasPlano,
            value: value((c) => c.conversas_plano),
            icon: 'gauge',
            tone: 'success',
          },
        ]}
      />
      {/* The conversations counted above are leads on the board, by flow step. */}
      <Inline gap="sm">
        <ActionLink href={PATHS.leads} variant="secondary" size="sm">
          {COPY.counters.seeLeads}
        </ActionLink>
      </Inline>
    </Stack>
  );
}

function Usage({
  counters,
  period,
}: {
  counters: Extract<CountersState, { status: 'ready' | 'loading' }>;
  period: PlanPeriod | null;
}) {
  const isLoading = counters.status === 'loading';
  const usage = counters.status === 'ready' ? quotaUsage(counters.data) : quotaUsage(EMPTY_COUNTERS);
  const hasQuota = usage.quota > 0;
  const quotaTone = toneForShare(hasQuota ? usage.used / usage.quota : 0);
  const of = (value: number, max: number) => COPY.usage.of(formatInteger(value), formatInteger(max));
  const loading = { isLoading, loadingLabel: COPY.usage.loading };
  return (
    <Stack as="section" gap="md" aria-labelledby="dashboard-consumo">
      <Heading level={2} id="dashboard-consumo">
        {COPY.usage.title}
      </Heading>
      <Grid columns={3} gap="lg">
        <UsageCard
          title={COPY.usage.used.title}
          figure={hasQuota ? `${usage.percentUsed}%` : COPY.usage.none}
          value={usage.used}
          maxValue={usage.quota}
          valueLabel={hasQuota ? of(usage.used, usage.quota) : COPY.usage.noQuota}
          description={COPY.usage.used.description}
          tone={quotaTone}
          {...loading}
        />
        <UsageCard
          title={COPY.usage.remaining.title}
          figure={hasQuota ? formatInteger(usage.remaining) : COPY.usage.none}
          value={usage.remaining}
          maxValue={usage.quota}
          valueLabel={hasQuota ? of(usage.remaining, usage.quota) : COPY.usage.noQuota}
          description={COPY.usage.remaining.description}
          tone={quotaTone}
          {...loading}
        />
        <UsageCard
          title={COPY.usage.days.title}
          figure={period ? COPY.usage.days.figure(period.remaining) : COPY.usage.none}
          value={period?.remaining ?? 0}
          maxValue={period?.total ?? 1}
          valueLabel={period ? of(period.remaining, period.total) : COPY.usage.none}
          description={period ? COPY.usage.days.description(formatDate(period.end)) : COPY.usage.days.noDates}
          tone={toneForShare(period ? 1 - period.remaining / period.total : 0)}
          {...loading}
        />
      </Grid>
    </Stack>
  );
}

const EMPTY_COUNTERS: CountersData = { conversas_unicas: 0, mensagens_trocadas: 0, conversas_plano: 0 };

function PlansBlock({
  id,
  title,
  intro,
  hrefFor,
}: {
  id: string;
  title: string;
  intro: string;
  hrefFor: (planId: string) => string | null;
}) {
  return (
    <Card as="section" padding="lg" tone="muted" aria-labelledby={id}>
      <Stack gap="xs">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        <Text tone="muted">{intro}</Text>
      </Stack>
      <PlanCardsOnDemand
        plans={PLANS}
        inclusions={PLAN_INCLUSIONS}
        labels={COPY.plan.cards}
        hrefFor={hrefFor}
        opensInNewTab
      />
    </Card>
  );
}
