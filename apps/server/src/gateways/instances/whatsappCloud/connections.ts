import type { Db } from '../../../db/database.ts';
import type { TokenCipher } from './tokenCipher.ts';

/** An account's Cloud API connection, with its token opened (server side only). */
export interface CloudConnection {
  readonly userId: number;
  readonly phoneNumberId: string;
  readonly businessAccountId: string;
  readonly verifiedName: string;
  readonly displayPhone: string;
  /** Undefined when the stored token no longer opens (WHATSAPP_CLOUD_TOKEN_KEY changed): the owner reconnects. */
  readonly token: string | undefined;
}

type Row = {
  user_id: number;
  phone_number_id: string;
  business_account_id: string;
  token_encrypted: string;
  verified_name: string;
  display_phone: string;
};

const COLUMNS = [
  'user_id',
  'phone_number_id',
  'business_account_id',
  'token_encrypted',
  'verified_name',
  'display_phone',
] as const;

const toConnection = (row: Row, cipher: TokenCipher): CloudConnection => ({
  userId: row.user_id,
  phoneNumberId: row.phone_number_id,
  businessAccountId: row.business_account_id,
  verifiedName: row.verified_name,
  displayPhone: row.display_phone,
  token: cipher.open(row.token_encrypted),
});

export async function findCloudConnection(
  db: Db,
  cipher: TokenCipher,
  userId: number,
): Promise<CloudConnection | undefined> {
  const row = await db
    .selectFrom('whatsapp_cloud_connections')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toConnection(row, cipher);
}

/** The account a webhook's metadata.phone_number_id belongs to. */
export async function findCloudConnectionByNumberId(
  db: Db,
  cipher: TokenCipher,
  phoneNumberId: string,
): Promise<CloudConnection | undefined> {
  const row = await db
    .selectFrom('whatsapp_cloud_connections')
    .select(COLUMNS)
    .where('phone_number_id', '=', phoneNumberId)
    .executeTakeFirst();
  return row && toConnection(row, cipher);
}

/** Whether another account holds this phone number id. */
export async function numberIdTakenByOther(db: Db, phoneNumberId: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('whatsapp_cloud_connections')
    .select('user_id')
    .where('phone_number_id', '=', phoneNumberId)
    .where('user_id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the account's Cloud API connection (replacing any earlier one) and drops its QR-code connection: one
 * number, one way in.
 */
export async function saveCloudConnection(
  db: Db,
  connection: Omit<CloudConnection, 'token'> & { readonly sealedToken: string },
  now: Date,
): Promise<void> {
  const values = {
    phone_number_id: connection.phoneNumberId,
    business_account_id: connection.businessAccountId,
    token_encrypted: connection.sealedToken,
    verified_name: connection.verifiedName,
    display_phone: connection.displayPhone,
    connected_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('whatsapp_cloud_connections')
      .values({ user_id: connection.userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
    await trx.deleteFrom('instance_connections').where('user_id', '=', connection.userId).execute();
  });
}

export async function deleteCloudConnection(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .deleteFrom('whatsapp_cloud_connections')
    .where('user_id', '=', userId)
    .returning('user_id')
    .execute();
  return rows.length > 0;
}
