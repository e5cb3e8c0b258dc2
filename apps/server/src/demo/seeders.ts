import type { AppDeps } from '../deps.ts';
import { mediaDemoSeeder } from '../media/seedMedia.ts';
import { contentDemoSeeder } from './content.ts';

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

/** One area's part of the demo data (media files, flow steps, leads…). */
export type DemoSeeder = (deps: AppDeps, ids: DemoIds) => Promise<void>;

/**
 * Area seeders, run in this order after the core rows exist. Add ONE line for your area's seeder. Media go
 * before flow content because flow steps reference media ids (query them by ids.productId).
 */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [mediaDemoSeeder, contentDemoSeeder];
