import { noticeText, type qrConnectionMachine } from '@agente/machines';
import type { SnapshotFrom } from 'xstate';
import type { ConectarViewProps } from './ConectarView.tsx';
import { CONECTAR_COPY as COPY } from './conectar.copy.ts';

type Snapshot = SnapshotFrom<typeof qrConnectionMachine>;

/** What the page shows for a state of the connection machine (everything but the account's number). */
export function connectionViewState(
  snapshot: Snapshot,
): Omit<ConectarViewProps, 'registeredPhone' | `on${string}` | 'method' | 'cloud' | 'cloudConnection'> {
  const { phone, phoneError, qrCode, secondsLeft, notice } = snapshot.context;
  const awaitingScan = snapshot.matches({ disconnected: 'awaitingScan' });
  return {
    phase: snapshot.matches('checkingStatus')
      ? 'checking'
      : snapshot.matches('connected')
        ? 'connected'
        : 'disconnected',
    phone,
    phoneError: phoneError && COPY.phoneErrors[phoneError],
    isStarting:
      snapshot.matches({ disconnected: 'savingPhone' }) ||
      snapshot.matches({ disconnected: 'creatingConnection' }),
    qr: awaitingScan && qrCode ? { code: qrCode, secondsLeft } : null,
    notice: notice && { tone: notice.tone, text: noticeText(notice, COPY.notices) },
    isConfirmingDisconnect:
      snapshot.matches({ connected: 'confirmingDisconnect' }) ||
      snapshot.matches({ connected: 'disconnecting' }),
    isDisconnecting: snapshot.matches({ connected: 'disconnecting' }),
    isReloading: snapshot.matches({ connected: 'justConnected' }),
  };
}
