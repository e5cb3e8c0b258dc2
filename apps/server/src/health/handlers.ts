import type { AppDeps } from '../deps.ts';
import type { Handlers } from '../http/types.ts';
import { msgNotReady, READINESS_PARTS } from '../messages.ts';
import { checkReadiness, type ReadinessChecks } from './readiness.ts';

const NOT_READY_CODE = 'NAO_PRONTO';

function failedParts(checks: ReadinessChecks): string[] {
  return (Object.keys(READINESS_PARTS) as (keyof ReadinessChecks)[])
    .filter((part) => checks[part] === 'falhou')
    .map((part) => READINESS_PARTS[part]);
}

/**
 * The load balancer's probes (docs/deploy.md#health-checks), unauthenticated and never cached: /healthz answers
 * while the process does; /readyz only while it can serve (database, migrations, job queue), else 503.
 */
export function healthHandlers(deps: Pick<AppDeps, 'db' | 'queue'>) {
  return {
    getHealth: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
    getReadiness: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const verificacoes = await checkReadiness(deps);
      const failed = failedParts(verificacoes);
      if (failed.length === 0) return { status: 'pronto' as const, verificacoes };
      return reply.code(503).send({ message: msgNotReady(failed), code: NOT_READY_CODE, verificacoes });
    },
  } satisfies Partial<Handlers>;
}
