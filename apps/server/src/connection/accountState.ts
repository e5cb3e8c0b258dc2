import type { AppDeps } from '../deps.ts';
import type { AuthUser } from '../http/auth.ts';
import type { ConnectionState } from './instancesClient.ts';
import { findReportedState } from './queries.ts';
import { viaService } from './serviceErrors.ts';

/**
 * The account's messaging-app connection: disconnected without a phone on the profile; else what its gateway last
 * reported (Evolution pushes its events, so it is not asked again), else what the instances service answers.
 * A failing service surfaces as the connect page's 502.
 */
export async function accountConnectionState(
  { db, instances }: Pick<AppDeps, 'db' | 'instances'>,
  user: Pick<AuthUser, 'id' | 'user_phone'>,
): Promise<ConnectionState> {
  if (!user.user_phone) return 'disconnected';
  const reported = await findReportedState(db, user.id);
  if (reported) return reported;
  return viaService(() => instances.status({ userId: user.id, phone: user.user_phone ?? '' }));
}
