import { compiledOnce } from '../db/compiledOnce.ts';
import type { Db } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { unauthorized } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { readFirstSteps } from './firstSteps.ts';

const counters = compiledOnce((db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['conversas_unicas', 'mensagens_trocadas', 'conversas_plano'])
    .where('id', '=', userId),
);

/** The three dashboard counters are columns of the account (the incoming-message webhook increments them). */
export function dashboardHandlers(deps: AppDeps) {
  return {
    getDashboardCounters: async (request) => {
      const user = requireUser(request);
      const [row] = await counters(deps.db, user.id);
      if (!row) throw unauthorized();
      return row;
    },

    getFirstSteps: async (request) => readFirstSteps(deps, requireUser(request)),
  } satisfies Partial<Handlers>;
}
