import type { Handlers } from '../http/types.ts';
import { publishedVersion } from './appBuilds.ts';

/** GET /version.json: the panel polls it every 60 s and shows the new-version banner when it changes. */
export function staticHandlers() {
  return {
    getVersion: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: await publishedVersion() };
    },
  } satisfies Partial<Handlers>;
}
