import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Executor } from '../conversation/messages.ts';
import { planTurn } from '../planner/planTurn.ts';
import type { PlanMedia } from '../planner/turnPlan.ts';
import type { ReplyPlanner } from './runTurn.ts';

/** The product's media rows as they are now (a flow marker only carries a media id). */
export function productMedia(db: Executor, productId: number): Promise<PlanMedia[]> {
  return db
    .selectFrom('medias')
    .select(['id', 'titulo', 'tipo', 'nome_arquivo as nomeArquivo'])
    .where('id_produto', '=', productId)
    .execute();
}

/**
 * The planner on the catalogue as it is now: the product's current media rows (a deleted one is skipped and
 * logged), current offers, the agent's pause message. Messages get the lead's number as addressee.
 */
export function planReply(config: Pick<Config, 'publicUrl'>, log: FastifyBaseLogger): ReplyPlanner {
  return async (db, { leadPhone, context, result }) => {
    const media = await productMedia(db, context.product.id);
    const plan = planTurn({ decision: result.decision, context, media, publicUrl: config.publicUrl });
    if (plan.skipped.length > 0 || plan.removed.length > 0) {
      log.warn(
        { lead: leadPhone, skipped: plan.skipped, removed: plan.removed },
        'turn: parts left out of the reply',
      );
    }
    return {
      messages: plan.messages.map((message) => ({ ...message, to: leadPhone })),
      position: plan.reachedPosition ?? context.position,
      pausesLead: plan.pausesLead,
      optOut: plan.optOut,
      handoverReason: plan.handoverReason,
    };
  };
}
