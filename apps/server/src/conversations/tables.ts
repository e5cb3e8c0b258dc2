/** Table of migration 066_conversation_reads.sql: the newest message the owner saw in each conversation. */
export interface ConversationReadsTable {
  user_id: number;
  lead_phone: string;
  read_up_to: number;
}

export interface ConversationTables {
  conversation_reads: ConversationReadsTable;
}
