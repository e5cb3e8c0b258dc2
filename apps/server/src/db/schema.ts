import type { CheckoutTables } from '../checkout/tables.ts';
import type { ContentTables } from '../content/tables.ts';
import type { PlaygroundTables } from '../playground/tables.ts';
import type { RuntimeTables } from '../runtime/tables.ts';
import type { CoreTables } from './coreTables.ts';
import type { IntegrationTables } from './integrationTables.ts';

/**
 * Every table the server queries. Each migration owner declares its kysely table interfaces in its own file and
 * adds ONE `extends` entry here (001 core: S1; 002 content: S2; 003 integrations: S3; 004 checkout: S4).
 */
export interface Database
  extends CoreTables,
    ContentTables,
    IntegrationTables,
    CheckoutTables,
    RuntimeTables,
    PlaygroundTables {}
