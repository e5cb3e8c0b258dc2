import type { AppDeps } from '../deps.ts';
import { type ConnectionState, InstancesServiceError } from '../gateways/instances/instancesClient.ts';
import { findCloudConnection } from '../gateways/instances/whatsappCloud/connections.ts';
import type { AuthUser } from '../http/auth.ts';
import { findReportedState, saveReportedState } from './queries.ts';
import { toGatewayError } from './serviceErrors.ts';

/**
 * The account's messaging-app connection: disconnected without a phone on the profile, else what the instances
 * service answers. A gateway that pushes its connection events (Evolution) is asked all the same, since an event
 * lost on the way would leave the indicator wrong: its answer replaces the stored state, and when it cannot
 * answer, the state it last reported is the best there is. Otherwise a failing service surfaces as the connect
 * page's 502.
 */
export async function accountConnectionState(
  { db, instances, whatsappCloud }: Pick<AppDeps, 'db' | 'instances' | 'whatsappCloud'>,
  user: Pick<AuthUser, 'id' | 'user_phone'>,
): Promise<ConnectionState> {
  // Through the official API the number is connected while its token opens (Meta holds no session to ask).
  if (whatsappCloud) {
    const cloud = await findCloudConnection(db, whatsappCloud.cipher, user.id);
    if (cloud) return cloud.token ? 'connected' : 'disconnected';
  }
  if (!user.user_phone) return 'disconnected';
  const reported = await findReportedState(db, user.id);
  let status: ConnectionState;
  try {
    status = await instances.status({ userId: user.id, phone: user.user_phone });
  } catch (error) {
    if (reported && error instanceof InstancesServiceError) return reported;
    throw toGatewayError(error);
  }
  if (reported && reported !== status) await saveReportedState(db, user.id, status);
  return status;
}
