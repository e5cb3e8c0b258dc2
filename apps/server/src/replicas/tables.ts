import type { DefaultTimestamp } from '../db/coreTables.ts';

/** Tables of migration 012_embedded_services.sql. */
export interface EmbeddedServicesTable {
  name: EmbeddedServiceName;
  url: string;
  api_key: string | null;
  holder_pid: number;
  updated_at: DefaultTimestamp;
}

export type EmbeddedServiceName = 'instances' | 'checkout';

export interface ReplicaTables {
  embedded_services: EmbeddedServicesTable;
}
