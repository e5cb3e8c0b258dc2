import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import type { Handlers } from '../http/types.ts';
import { RESULTS_DEFAULT_PERIOD } from './constants.ts';
import { readResults } from './report.ts';

/** The dashboard's results: the account's own, or every account's for the administrator. */
export function resultsHandlers(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    getDashboardResults: async (request) => {
      const user = requireUser(request);
      const owner = user.isAdmin ? { scope: 'todas' as const } : { scope: 'conta' as const, userId: user.id };
      return readResults(deps.db, owner, request.query.periodo ?? RESULTS_DEFAULT_PERIOD, deps.clock());
    },
  } satisfies Partial<Handlers>;
}
