import { parseFlowText } from '@agente/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/demo/content.ts';
import { caller, customerWithProduct, insertMedia } from './contentFixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const PERIODS = ['hoje', 'ultimos_7', 'ultimos_14', 'mes_atual', 'mes_anterior'] as const;

async function seeded(now: Date) {
  const owner = await customerWithProduct(ctx);
  const mediaIds = [];
  for (const tipo of ['imagem', 'imagem', 'audio', 'audio', 'video', 'pdf'] as const) {
    mediaIds.push(await insertMedia(ctx.db, owner.user.id, owner.productId, tipo));
  }
  await seedContent(ctx.db, { userId: owner.user.id, productId: owner.productId, mediaIds }, now);
  return owner;
}

describe('seedContent (demo data)', () => {
  // A mid-month afternoon and the first minutes of a month in São Paulo (00:10 on 1 March).
  it.each(['2025-06-18T17:00:00Z', '2025-03-01T03:10:00Z'])(
    'fills every screen of the product at %s',
    async (iso) => {
      ctx.clock.set(iso);
      const { token, productId } = await seeded(new Date(iso));
      const base = `/api/products/${productId}`;

      const fluxo = (await call('GET', `${base}/fluxo`, token)).json().fluxo as {
        id: number;
        texto: string;
      }[];
      expect(fluxo.map((step) => step.id)).toHaveLength(5);
      const kinds = fluxo.flatMap((step) => parseFlowText(step.texto).map((part) => part.type));
      expect(new Set(kinds)).toEqual(new Set(['media', 'offer', 'pause', 'text']));
      // Every stored step is one the API itself would accept unchanged.
      for (const step of fluxo) {
        const resaved = await call('PUT', `${base}/fluxo/${step.id}`, token, { texto: step.texto });
        expect(resaved.statusCode, resaved.body).toBe(200);
        expect(resaved.json().fluxo.texto).toBe(step.texto);
      }

      expect((await call('GET', `${base}/offers`, token)).json().offers).toHaveLength(3);
      const objecoes = (await call('GET', `${base}/objecoes`, token)).json().objecoes as { status: string }[];
      expect(new Set(objecoes.map((objection) => objection.status))).toEqual(new Set(['ativa', 'inativa']));
      expect((await call('GET', '/api/desativados', token)).json().desativados).toHaveLength(4);
      expect((await call('GET', '/api/followup_mensagem', token)).json().mensagens).toHaveLength(4);

      const leads: { ultimo_step: number; etiqueta: string | null }[] = [];
      for (const periodo of PERIODS) {
        const groups = (
          await call('GET', `/api/followup/kanban/${productId}?periodo=${periodo}`, token)
        ).json().kanban as {
          ultimo_step: number;
          leads: { ultimo_step: number; etiqueta: string | null }[];
        }[];
        expect(groups.length, periodo).toBeGreaterThan(0);
        leads.push(...groups.flatMap((group) => group.leads));
      }
      expect(new Set(leads.map((lead) => lead.ultimo_step))).toEqual(new Set([1, 2, 3, 4, 5]));
      // Among the four tags every account starts with (migration 069), and untagged.
      expect(new Set(leads.map((lead) => lead.etiqueta))).toEqual(
        new Set(['Lead novo', 'Compra efetuada', 'Retornar contato', 'Cancelado', null]),
      );
      const total = await ctx.db
        .selectFrom('leads')
        .select('id')
        .where('product_id', '=', productId)
        .execute();
      expect(total).toHaveLength(40);
    },
  );
});
