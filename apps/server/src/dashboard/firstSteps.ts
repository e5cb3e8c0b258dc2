import type { FirstSteps } from '@agente/api';
import { accountConnectionState } from '../connection/accountState.ts';
import { findConnection } from '../connection/queries.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthUser } from '../http/auth.ts';

/** Agent messages that left for the lead's phone: the agent really answered. */
const SENT_DELIVERIES = ['enviada', 'entregue', 'lida'] as const;

/**
 * The dashboard's "primeiros passos", read from what the account has really done, so each item ticks itself.
 * Every query is scoped to the account: another account's agent, products or conversations never count.
 */
export async function readFirstSteps(
  deps: Pick<AppDeps, 'db' | 'instances' | 'log'>,
  user: Pick<AuthUser, 'id' | 'user_phone'>,
): Promise<FirstSteps> {
  const { db } = deps;
  const exists = async (rows: Promise<unknown>) => (await rows) !== undefined;
  const [agente, produto, fluxo, teste, whatsapp] = await Promise.all([
    exists(db.selectFrom('agents').select('id').where('user_id', '=', user.id).executeTakeFirst()),
    exists(db.selectFrom('products').select('id').where('user_id', '=', user.id).executeTakeFirst()),
    exists(db.selectFrom('flow_steps').select('id').where('user_id', '=', user.id).executeTakeFirst()),
    exists(
      db
        .selectFrom('conversation_messages')
        .select('id')
        .where('user_id', '=', user.id)
        .where('author', '=', 'agente')
        .where('delivery', 'in', SENT_DELIVERIES)
        .executeTakeFirst(),
    ),
    isConnected(deps, user),
  ]);
  return { agente, produto, fluxo, whatsapp, teste };
}

/** Only an account that started a connection is asked about; a failing service leaves the step open, not a 502. */
async function isConnected(
  deps: Pick<AppDeps, 'db' | 'instances' | 'log'>,
  user: Pick<AuthUser, 'id' | 'user_phone'>,
): Promise<boolean> {
  if (!(await findConnection(deps.db, user.id))) return false;
  try {
    return (await accountConnectionState(deps, user)) === 'connected';
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'primeiros passos: status da conexão indisponível');
    return false;
  }
}
