import type { AppDeps } from '../deps.ts';
import type { Handlers } from '../http/types.ts';
import { DEFAULT_WEB_BUILDS, publishedVersion } from './appBuilds.ts';

/** GET /version.json: the panel polls it every 60 s and shows the new-version banner when it changes. */
export function staticHandlers({ webBuilds = DEFAULT_WEB_BUILDS }: Pick<AppDeps, 'webBuilds'>) {
  return {
    getVersion: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: await publishedVersion(webBuilds) };
    },
  } satisfies Partial<Handlers>;
}
