import { mediaDemoSeeder } from '../media/seedMedia.ts';
import { resultsDemoSeeder } from '../results/demoResults.ts';
import { contentDemoSeeder } from './content.ts';
import type { DemoSeeder } from './demoSeeder.ts';

/**
 * Area seeders, run in this order after the core rows exist. Add ONE line for your area's seeder. Media go
 * before flow content because flow steps reference media ids (query them by ids.productId).
 */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [mediaDemoSeeder, contentDemoSeeder, resultsDemoSeeder];
