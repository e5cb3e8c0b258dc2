import type { AppDeps } from '../deps.ts';

/** Ids of the core demo rows, handed to every area's seeder. */
export interface DemoIds {
  readonly adminId: number;
  /** cliente@exemplo.com.br (plan Pro, agent active). */
  readonly customerId: number;
  /** novo@exemplo.com.br (still on the temporary password). */
  readonly newCustomerId: number;
  /** The Pro customer's demo product. */
  readonly productId: number;
}

/**
 * One area's part of the demo data (media files, flow steps, leads…). Its own file so that the seeders of the
 * areas and the list that runs them (seeders.ts) do not import each other.
 */
export type DemoSeeder = (deps: AppDeps, ids: DemoIds) => Promise<void>;
