import type { AppDeps } from '../deps.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import { MSG_SALES_RECOVERY_TEXT_REQUIRED, MSG_SALES_THANK_YOU_TEXT_REQUIRED } from '../messages.ts';
import { readSalePayload } from './readPayload.ts';
import { recordSale } from './recordSale.ts';
import { regenerateSalesSecret, salesWebhookOf, saveSalesMessages, settingsToApi } from './settings.ts';
import { salesAccountOf } from './webhookAccess.ts';

/** Sales of the account's own products: its checkout's webhook and the panel's Vendas settings (docs/sales.md). */
export function salesHandlers(deps: AppDeps) {
  const { db, clock, config } = deps;
  return {
    // The address's key and secret were checked by salesWebhookGuard before the body was read (src/app.ts).
    salesWebhook: async (request) => {
      const read = readSalePayload(request.params.plataforma, request.body, clock());
      if ('ignored' in read) return { result: 'ignorado' as const };
      return { result: await recordSale(deps, salesAccountOf(request), read.event) };
    },

    getSalesSettings: async (request) =>
      settingsToApi(config.publicUrl, await salesWebhookOf(db, requireUser(request).id)),

    updateSalesSettings: async (request) => {
      const input = request.body;
      if (input.obrigado.ativo && input.obrigado.texto.trim() === '') {
        throw badRequest(MSG_SALES_THANK_YOU_TEXT_REQUIRED);
      }
      if (input.recuperacao.ativo && input.recuperacao.texto.trim() === '') {
        throw badRequest(MSG_SALES_RECOVERY_TEXT_REQUIRED);
      }
      return settingsToApi(
        config.publicUrl,
        await saveSalesMessages(db, requireUser(request).id, input, clock()),
      );
    },

    regenerateSalesSecret: async (request) =>
      settingsToApi(config.publicUrl, await regenerateSalesSecret(db, requireUser(request).id, clock())),
  } satisfies Partial<Handlers>;
}
