import type { CheckoutTables } from '../checkout/tables.ts';
import type { ContentTables } from '../content/tables.ts';
import type { ConversationTables } from '../conversations/tables.ts';
import type { FollowupTables } from '../followup/tables.ts';
import type { WhatsappCloudTables } from '../gateways/instances/whatsappCloud/tables.ts';
import type { KnowledgeTables } from '../knowledge/tables.ts';
import type { ModelUsageTables } from '../modelUsage/tables.ts';
import type { PlaygroundTables } from '../playground/tables.ts';
import type { ReplicaTables } from '../replicas/tables.ts';
import type { RuntimeTables } from '../runtime/tables.ts';
import type { SalesTables } from '../sales/tables.ts';
import type { PlanChangeTables } from '../users/planChangeTables.ts';
import type { CoreTables } from './coreTables.ts';
import type { IntegrationTables } from './integrationTables.ts';

/** Every table the server queries: each area declares the kysely interfaces of its tables beside its code. */
export interface Database
  extends CoreTables,
    ContentTables,
    FollowupTables,
    IntegrationTables,
    CheckoutTables,
    RuntimeTables,
    ConversationTables,
    PlaygroundTables,
    ModelUsageTables,
    ReplicaTables,
    KnowledgeTables,
    SalesTables,
    WhatsappCloudTables,
    PlanChangeTables {}
