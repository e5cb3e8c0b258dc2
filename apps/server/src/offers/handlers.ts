import type { OfferInput } from '@agente/api';
import { optionalText } from '../content/optionalText.ts';
import { lockOwnedProduct, requireOwnedProduct } from '../content/ownedProduct.ts';
import type { AppDeps } from '../deps.ts';
import { stepsUsingOffer } from '../flow/references.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';
import {
  MSG_OFFER_DELETED,
  MSG_OFFER_NOT_FOUND,
  MSG_OFFER_PRICE_POSITIVE,
  msgOfferInUse,
} from '../messages.ts';
import { storedPrice } from './price.ts';
import {
  deleteOffer,
  insertOffer,
  listOffers,
  type OfferFields,
  offerExists,
  updateOffer,
} from './queries.ts';

/**
 * Price rounded to the cent (refused when that leaves nothing); the link is kept exactly as typed; a blank name
 * is no name.
 */
function offerFields({ nome_oferta, preco, link }: OfferInput): OfferFields {
  const stored = storedPrice(preco);
  if (stored === null) throw badRequest(MSG_OFFER_PRICE_POSITIVE);
  return { nome_oferta: optionalText(nome_oferta), preco: stored, link };
}

/** Offers of a product: /api/products/{id}/offers (rules: docs/panel-screens.md#ofertas). */
export function offerHandlers({ db, clock }: AppDeps) {
  return {
    listOffers: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      await requireOwnedProduct(db, scope.userId, scope.productId);
      return { offers: await listOffers(db, scope) };
    },

    createOffer: async (request, reply) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      await requireOwnedProduct(db, scope.userId, scope.productId);
      const offer = await insertOffer(db, scope, offerFields(request.body));
      reply.code(201);
      return { offer };
    },

    // Steps refer to the offer by id and read its price and link when shown or sent: no step is rewritten.
    updateOffer: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      const fields = offerFields(request.body);
      await requireOwnedProduct(db, scope.userId, scope.productId);
      const offer = await updateOffer(db, scope, request.params.offerId, fields, clock());
      if (!offer) throw notFound(MSG_OFFER_NOT_FOUND);
      return { offer };
    },

    // Like a media in use, an offer a step still sends cannot go (409) until it is taken out of the step.
    deleteOffer: async (request) => {
      const scope = { userId: requireUser(request).id, productId: request.params.id };
      const offerId = request.params.offerId;
      await db.transaction().execute(async (trx) => {
        await lockOwnedProduct(trx, scope.userId, scope.productId);
        if (!(await offerExists(trx, scope, offerId))) throw notFound(MSG_OFFER_NOT_FOUND);
        const positions = await stepsUsingOffer(trx, scope, offerId);
        if (positions.length > 0) throw conflict(msgOfferInUse(positions));
        await deleteOffer(trx, scope, offerId);
      });
      return { message: MSG_OFFER_DELETED };
    },
  } satisfies Partial<Handlers>;
}
