import { type Kysely, sql } from 'kysely';
import { LEAD_FIRST_STEP } from '../constants.ts';
import type { Database } from '../db/schema.ts';

export interface LeadInteraction {
  userId: number;
  /** The product the agent is selling to this lead (leads are kept per product). */
  productId: number;
  /** As received; stored as its digits. */
  phone: string;
  /** Display name the messaging app reports, if any (an empty name keeps the known one). */
  name?: string | undefined;
  /** Flow step the agent is at with this lead, if reported. */
  step?: number | undefined;
  /**
   * Tag given to the lead when this interaction creates it, if the account has a tag of that name (the owner may
   * have renamed or deleted it); an existing lead keeps its own.
   */
  tagWhenNew?: string | undefined;
  at: Date;
}

/**
 * Records a message exchanged with a lead (called by the incoming-message webhook): creates the lead on first
 * contact, otherwise moves its last interaction forward. Events may arrive out of order, so an older event never
 * moves the interaction time back nor overwrites the step of a newer one. Returns null when the phone has no
 * digits at all.
 */
export async function upsertLeadInteraction(
  db: Kysely<Database>,
  event: LeadInteraction,
): Promise<{ id: number } | null> {
  const phone = event.phone.replace(/\D/g, '');
  if (!phone) return null;
  const isNewer = sql<boolean>`excluded.data_hora_ultima_interacao >= leads.data_hora_ultima_interacao`;
  return db
    .insertInto('leads')
    .values({
      user_id: event.userId,
      product_id: event.productId,
      lead_phone: phone,
      nome: event.name?.trim() ?? '',
      ultimo_step: event.step ?? LEAD_FIRST_STEP,
      etiqueta:
        event.tagWhenNew === undefined
          ? null
          : sql<string | null>`(select nome from lead_tags where user_id = ${event.userId}
              and lower(nome) = ${event.tagWhenNew.toLowerCase()})`,
      data_hora_ultima_interacao: event.at,
    })
    .onConflict((oc) =>
      oc.constraint('leads_user_product_phone_key').doUpdateSet({
        nome: sql`case when excluded.nome <> '' then excluded.nome else leads.nome end`,
        ultimo_step:
          event.step === undefined
            ? sql`leads.ultimo_step`
            : sql`case when ${isNewer} then excluded.ultimo_step else leads.ultimo_step end`,
        data_hora_ultima_interacao: sql`greatest(leads.data_hora_ultima_interacao, excluded.data_hora_ultima_interacao)`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}
