import type { FastifyBaseLogger } from 'fastify';
import { saveReportedState } from '../connection/queries.ts';
import { ACCOUNT_PHONE_PATTERN } from '../constants.ts';
import type { AppDeps } from '../deps.ts';
import { translateEvolutionEvent } from '../gateways/instances/evolution/evolutionEvents.ts';
import { instanceName } from '../gateways/instances/instancesClient.ts';
import { applyDeliveryReport } from '../runtime/outbox/deliveryUpdates.ts';
import { leadPhoneOf } from './leadPhone.ts';
import { type RecordResult, recordIncomingMessage, recordingRuntimeOf } from './recordMessage.ts';

/** What the webhook answers for one Evolution event. */
export type EvolutionEventResult = RecordResult | 'atualizado';

/**
 * One Evolution API v2 webhook envelope for the account whose secret was in the path. Anything the product does
 * not use (other events, groups, status posts, reactions, stickers) answers 'ignorado' with 200 and is logged:
 * an error status would only make the gateway post it again.
 */
export async function handleEvolutionEvent(
  deps: Pick<AppDeps, 'db' | 'clock' | 'queue' | 'config' | 'transcriber'>,
  log: FastifyBaseLogger,
  userId: number,
  envelope: { readonly event: string; readonly instance?: string | undefined; readonly data: unknown },
): Promise<EvolutionEventResult> {
  const { db, clock } = deps;
  const now = clock();
  const ignore = (reason: string) => {
    log.info({ userId, event: envelope.event, reason }, 'evolution: evento ignorado');
    return 'ignorado' as const;
  };
  // The secret names the account; an envelope of another instance means a gateway misconfigured.
  if (envelope.instance && envelope.instance !== instanceName({ userId })) {
    return ignore(`instância ${envelope.instance}`);
  }
  const event = translateEvolutionEvent(envelope, now);
  switch (event.kind) {
    case 'ignored':
      return ignore(event.reason);
    case 'connection': {
      // The number is the one the phone that scanned the code has, whatever the profile said: a number typed
      // into someone's profile never holds a number its owner connects.
      const connected = event.phone && ACCOUNT_PHONE_PATTERN.test(event.phone) ? event.phone : undefined;
      await saveReportedState(db, userId, event.state, connected);
      return 'atualizado';
    }
    case 'delivery':
      return (await applyDeliveryReport(db, userId, event.providerMessageId, event.status))
        ? 'atualizado'
        : ignore('entrega sem mensagem enviada a avançar');
    case 'message': {
      const leadPhone = leadPhoneOf(event.phone);
      if (!leadPhone) return ignore('número fora do formato');
      return recordIncomingMessage(
        db,
        {
          userId,
          leadPhone,
          // The number's own messages are the owner's (a human or a command), never the lead's name.
          name: event.fromMe ? '' : event.name,
          direction: event.fromMe ? 'out' : 'in',
          text: event.text,
          step: undefined,
          occurredAt: event.at,
          receivedAt: now,
          messageId: event.providerMessageId,
          media: event.media,
          mediaUrl: event.mediaUrl,
        },
        recordingRuntimeOf(deps),
      );
    }
  }
}
