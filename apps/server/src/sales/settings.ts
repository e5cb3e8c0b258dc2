import { randomBytes } from 'node:crypto';
import type { SalesSettings, SalesSettingsInput } from '@agente/api';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { checkedTemplate, templateToApi } from '../followup/approvedTemplate.ts';
import type { SalePlatform, SalesWebhooksTable } from './tables.ts';

/** Random bytes of the address's key (finds the account) and secret (proves the sender has the address). */
const KEY_BYTES = 12;
/** A key as randomBytes(KEY_BYTES).toString('hex') writes it. */
const SALES_KEY_SHAPE = new RegExp(`^[0-9a-f]{${KEY_BYTES * 2}}$`);
const SECRET_BYTES = 20;

export const SALE_PLATFORMS: readonly SalePlatform[] = ['hotmart', 'kiwify', 'generico'];

export type SalesWebhookRow = Selectable<SalesWebhooksTable>;

/** The account's row, made on first use (a key and a secret of its own, both messages off). */
export async function salesWebhookOf(db: Db, userId: number): Promise<SalesWebhookRow> {
  await db
    .insertInto('sales_webhooks')
    .values({
      user_id: userId,
      chave: randomBytes(KEY_BYTES).toString('hex'),
      segredo: randomBytes(SECRET_BYTES).toString('hex'),
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return db.selectFrom('sales_webhooks').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** The account's settings row, or undefined when it never opened its webhook (nothing to send then). */
export async function salesSettingsRow(db: Pick<Db, 'selectFrom'>, userId: number) {
  return db.selectFrom('sales_webhooks').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether a text has the shape of a key this module hands out; anything else names no account. */
export const looksLikeSalesKey = (text: string) => SALES_KEY_SHAPE.test(text);

export async function findSalesWebhookByKey(db: Db, chave: string) {
  return db
    .selectFrom('sales_webhooks')
    .select(['user_id', 'segredo'])
    .where('chave', '=', chave)
    .executeTakeFirst();
}

export async function regenerateSalesSecret(db: Db, userId: number, now: Date): Promise<SalesWebhookRow> {
  await salesWebhookOf(db, userId);
  return db
    .updateTable('sales_webhooks')
    .set({ segredo: randomBytes(SECRET_BYTES).toString('hex'), updated_at: now })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function saveSalesMessages(
  db: Db,
  userId: number,
  input: SalesSettingsInput,
  now: Date,
): Promise<SalesWebhookRow> {
  const { modelo } = input.recuperacao;
  // An absent template leaves the stored one; null clears it.
  const template = modelo === undefined ? undefined : checkedTemplate(modelo);
  await salesWebhookOf(db, userId);
  return db
    .updateTable('sales_webhooks')
    .set({
      thank_you_enabled: input.obrigado.ativo,
      thank_you_text: input.obrigado.texto.trim(),
      recovery_enabled: input.recuperacao.ativo,
      recovery_delay_minutes: input.recuperacao.atraso_minutos,
      recovery_text: input.recuperacao.texto.trim(),
      ...(template
        ? {
            recovery_template_name: template.name,
            recovery_template_language: template.language,
            recovery_template_variables: JSON.stringify(template.variables),
          }
        : {}),
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The address each platform is given: the key and the secret ride in the path (no platform can add a header). */
export function salesWebhookAddress(publicUrl: string, platform: SalePlatform, row: SalesWebhookRow): string {
  return `${publicUrl}/api/webhooks/vendas/${platform}/${row.chave}/${row.segredo}`;
}

export function settingsToApi(publicUrl: string, row: SalesWebhookRow): SalesSettings {
  return {
    enderecos: {
      hotmart: salesWebhookAddress(publicUrl, 'hotmart', row),
      kiwify: salesWebhookAddress(publicUrl, 'kiwify', row),
      generico: salesWebhookAddress(publicUrl, 'generico', row),
    },
    obrigado: { ativo: row.thank_you_enabled, texto: row.thank_you_text },
    recuperacao: {
      ativo: row.recovery_enabled,
      atraso_minutos: row.recovery_delay_minutes,
      texto: row.recovery_text,
      modelo: templateToApi({
        name: row.recovery_template_name,
        language: row.recovery_template_language,
        variables: row.recovery_template_variables,
      }),
    },
  };
}
