import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { unauthorized } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { readFirstSteps } from './firstSteps.ts';

/** The three dashboard counters are columns of the account (the incoming-message webhook increments them). */
export function dashboardHandlers(deps: AppDeps) {
  return {
    getDashboardCounters: async (request) => {
      const user = requireUser(request);
      const row = await deps.db
        .selectFrom('users')
        .select(['conversas_unicas', 'mensagens_trocadas', 'conversas_plano'])
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw unauthorized();
      return row;
    },

    getFirstSteps: async (request) => readFirstSteps(deps, requireUser(request)),
  } satisfies Partial<Handlers>;
}
