import type { User } from '@agente/api';
import { forcedPasswordChangeMachine, messageText } from '@agente/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';
import { useSessionActor } from '../../app/session.tsx';
import { useToasts } from '../../app/toasts.tsx';
import { PasswordChangeDialog } from './PasswordChangeDialog.tsx';
import { PANEL_LAYOUT_COPY } from './panelLayout.copy.ts';

const WORDS = PANEL_LAYOUT_COPY.passwordChange.messages;

export interface ForcedPasswordChangeProps {
  user: User;
  /** The temporary password typed at login, sent along when known; null after a reload. */
  defaultPassword: string | null;
}

/**
 * Mounted while the session says the password must change: runs the forced change over PUT /api/auth/me and,
 * 1 s after 'Senha alterada com sucesso!', hands the saved user to the session, which lifts the block.
 */
export function ForcedPasswordChange({ user, defaultPassword }: ForcedPasswordChangeProps) {
  const { api } = useServices();
  const sessionActor = useSessionActor();
  const toasts = useToasts();
  const logic = useMemo(
    () =>
      forcedPasswordChangeMachine.provide({
        actors: { changePassword: fromPromise(({ input }) => api.auth.updateMe(input)) },
        actions: {
          passwordChanged: (_, { user: saved }) => {
            // The modal goes away; the confirmation stays on screen a moment longer.
            toasts.success(WORDS.passwordChanged);
            sessionActor.send({ type: 'session.userUpdated', user: saved });
            sessionActor.send({ type: 'session.passwordChanged' });
          },
        },
      }),
    [api, sessionActor, toasts],
  );
  const [snapshot, send] = useMachine(logic, { input: { user, currentPassword: defaultPassword } });
  const { error, fieldErrors, success } = snapshot.context;
  return (
    <PasswordChangeDialog
      error={error && messageText(error, WORDS)}
      fieldErrors={{
        newPassword: fieldErrors.newPassword && WORDS[fieldErrors.newPassword],
        confirmPassword: fieldErrors.confirmPassword && WORDS[fieldErrors.confirmPassword],
      }}
      success={success && WORDS[success]}
      isSaving={snapshot.matches('saving')}
      onSubmit={(values) => send({ type: 'user.submit', ...values })}
    />
  );
}
