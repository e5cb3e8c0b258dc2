import type { Timestamp } from '../../../db/coreTables.ts';

/** Table of migration 065_whatsapp_cloud.sql: an account connected through the official Cloud API. */
export interface WhatsappCloudConnectionsTable {
  user_id: number;
  phone_number_id: string;
  business_account_id: string;
  /** Sealed with tokenCipher.ts; never returned, never logged. */
  token_encrypted: string;
  verified_name: string;
  display_phone: string;
  connected_at: Timestamp;
}

export interface WhatsappCloudTables {
  whatsapp_cloud_connections: WhatsappCloudConnectionsTable;
}
