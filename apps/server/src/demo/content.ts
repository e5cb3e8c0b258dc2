import type { KanbanPeriod, MediaType } from '@agente/api';
import { type StoredFlowPart, serializeStoredFlowText } from '@agente/rules';
import type { Db } from '../db/database.ts';
import { productMediaTypes } from '../flow/queries.ts';
import { type InstantWindow, periodRange } from '../kanban/period.ts';
import {
  DEMO_DISABLED_NUMBERS,
  DEMO_FOLLOWUPS,
  DEMO_LEAD_DDDS,
  DEMO_LEAD_NAMES,
  DEMO_LEAD_PERIODS,
  DEMO_LEAD_TAGS,
  DEMO_OBJECTIONS,
  DEMO_OFFERS,
  DEMO_STEPS,
  type DemoOfferKey,
} from './contentData.ts';
import type { DemoSeeder } from './demoSeeder.ts';

export interface ContentIds {
  userId: number;
  productId: number;
  /** The product's media (from the media seeder); steps show them by kind, markers are skipped if missing. */
  mediaIds: readonly number[];
}

const HOUR_MS = 3_600_000;

/** The window of `periodo` that no shorter period covers (so each kanban button shows its own leads). */
function ownWindow(periodo: KanbanPeriod, now: Date): InstantWindow {
  const upTo = (range: InstantWindow) => ({
    start: range.start,
    end: new Date(Math.min(range.end.getTime(), now.getTime())),
  });
  const today = periodRange('hoje', now);
  switch (periodo) {
    case 'hoje':
    case 'mes_atual':
      return upTo(periodRange(periodo, now));
    case 'ultimos_7':
      return { start: periodRange('ultimos_7', now).start, end: today.start };
    case 'ultimos_14':
      return { start: periodRange('ultimos_14', now).start, end: periodRange('ultimos_7', now).start };
    case 'mes_anterior':
      return periodRange('mes_anterior', now);
  }
}

/** The j-th of n instants spread evenly inside a window, newest first. */
function spread(window: InstantWindow, j: number, n: number): Date {
  const span = window.end.getTime() - window.start.getTime();
  return new Date(window.end.getTime() - Math.floor(((j + 0.5) / n) * span));
}

async function seedFlow(
  db: Db,
  { userId, productId, mediaIds }: ContentIds,
  offerIds: Map<DemoOfferKey, number>,
) {
  const types = await productMediaTypes(db, { userId, productId }, mediaIds);
  const unused = [...types.entries()];
  const takeMedia = (tipo: MediaType): StoredFlowPart[] => {
    const index = unused.findIndex(([, kind]) => kind === tipo);
    const [taken] = index === -1 ? [] : unused.splice(index, 1);
    return taken ? [{ type: 'media', id: taken[0], codec: taken[1] }] : [];
  };
  for (const [index, step] of DEMO_STEPS.entries()) {
    const parts: StoredFlowPart[] = [
      ...step.media.flatMap(takeMedia),
      ...step.offers.flatMap((key): StoredFlowPart[] => {
        const id = offerIds.get(key);
        return id ? [{ type: 'offer', id }] : [];
      }),
      ...(step.pause ? [{ type: 'pause' } as const] : []),
      { type: 'text', value: step.text },
    ];
    await db
      .insertInto('flow_steps')
      .values({
        user_id: userId,
        product_id: productId,
        posicao: index + 1,
        texto: serializeStoredFlowText(parts),
      })
      .execute();
  }
}

async function seedLeads(db: Db, { userId, productId }: ContentIds, now: Date) {
  const perPeriod = Math.ceil(DEMO_LEAD_NAMES.length / DEMO_LEAD_PERIODS.length);
  const rows = DEMO_LEAD_NAMES.map((nome, i) => {
    const periodo = DEMO_LEAD_PERIODS[Math.floor(i / perPeriod)] ?? 'mes_anterior';
    const at = spread(ownWindow(periodo, now), i % perPeriod, perPeriod);
    const ddd = DEMO_LEAD_DDDS[i % DEMO_LEAD_DDDS.length] ?? '11';
    return {
      user_id: userId,
      product_id: productId,
      nome,
      lead_phone: `55${ddd}9${String(10_000_000 + ((i * 7_919_123) % 90_000_000))}`,
      ultimo_step: (i % DEMO_STEPS.length) + 1,
      etiqueta: DEMO_LEAD_TAGS[i % DEMO_LEAD_TAGS.length] ?? null,
      data_hora_ultima_interacao: at,
      created_at: new Date(at.getTime() - (i % 5) * 24 * HOUR_MS),
    };
  });
  await db.insertInto('leads').values(rows).execute();
}

/**
 * The demo customer's content: offers, flow steps (with media, offer and pause markers), objections, ~40 leads
 * spread over steps 1–5, the five kanban periods (relative to `now`, São Paulo) and the four tags plus untagged,
 * disabled numbers and follow-up messages.
 */
export async function seedContent(db: Db, ids: ContentIds, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const offerIds = new Map<DemoOfferKey, number>();
    for (const { key, nome_oferta, preco, link } of DEMO_OFFERS) {
      const offer = await trx
        .insertInto('offers')
        .values({ user_id: ids.userId, product_id: ids.productId, nome_oferta, preco, link })
        .returning('id')
        .executeTakeFirstOrThrow();
      offerIds.set(key, offer.id);
    }
    await seedFlow(trx, ids, offerIds);
    await trx
      .insertInto('objections')
      .values(
        DEMO_OBJECTIONS.map((objection) => ({
          user_id: ids.userId,
          product_id: ids.productId,
          ...objection,
        })),
      )
      .execute();
    await seedLeads(trx, ids, now);
    await trx
      .insertInto('disabled_numbers')
      .values(
        DEMO_DISABLED_NUMBERS.map((number, i) => ({
          user_id: ids.userId,
          ...number,
          data_hora: new Date(now.getTime() - (i + 1) * 26 * HOUR_MS),
        })),
      )
      .execute();
    await trx
      .insertInto('followup_messages')
      .values(DEMO_FOLLOWUPS.map((message) => ({ user_id: ids.userId, ...message })))
      .execute();
  });
}

/** The content part of the demo data (src/demo/seeders.ts); runs after the media seeder. */
export const contentDemoSeeder: DemoSeeder = async ({ db, clock }, ids) => {
  const medias = await db
    .selectFrom('medias')
    .select('id')
    .where('user_id', '=', ids.customerId)
    .where('id_produto', '=', ids.productId)
    .orderBy('id')
    .execute();
  await seedContent(
    db,
    { userId: ids.customerId, productId: ids.productId, mediaIds: medias.map((media) => media.id) },
    clock(),
  );
};
