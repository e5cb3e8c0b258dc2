import type { User } from '@agente/api';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { MIN_PASSWORD_LENGTH, PASSWORD_CHANGED_CLOSE_MS } from '../constants.ts';
import { isUnauthorizedError, serverMessageOr } from '../errors.ts';
import {
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGE_SESSION_EXPIRED,
  PASSWORD_CHANGE_USER_MISSING,
  PASSWORD_CHANGED,
  PASSWORD_FIELDS_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
} from '../messages.ts';
import { notProvided, notProvidedActor } from '../notProvided.ts';

export interface ForcedPasswordChangeInput {
  /** The logged-in user (its name, email and phone are sent back unchanged). */
  user: User | null;
  /**
   * The temporary password typed at login (session context defaultPassword), sent as current_password; null
   * after a reload. Either way the form has only the two new-password fields: while the account's password is
   * temporary, the server accepts the change from the account's own session without it.
   */
  currentPassword: string | null;
}

export interface ForcedPasswordChangeContext extends ForcedPasswordChangeInput {
  /** Validation or server error under the form. */
  error: string | null;
  /** 'Senha alterada com sucesso!' while the modal is about to close. */
  success: string | null;
  /** The user as saved by the server. */
  savedUser: User | null;
  /** The new password while it is being saved. */
  newPassword: string;
}

export type ForcedPasswordChangeEvent = {
  type: 'user.submit';
  newPassword: string;
  confirmPassword: string;
};

/** PUT /api/auth/me payload. */
export interface ChangePasswordInput {
  name: string;
  email: string;
  user_phone: string | null;
  /** Only when remembered from the login. */
  current_password?: string;
  new_password: string;
}

/** The first rule the new password breaks (both filled, equal, 6+ characters), or null. */
export function validateNewPassword(newPassword: string, confirmPassword: string): string | null {
  if (newPassword === '' || confirmPassword === '') return PASSWORD_FIELDS_REQUIRED;
  if (newPassword !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  return null;
}

/** The first rule the submitted form breaks, or null. */
const validateSubmit = (event: ForcedPasswordChangeEvent): string | null =>
  validateNewPassword(event.newPassword, event.confirmPassword);

/** No stored token or a rejected one means the session is over; otherwise the server's message. */
const passwordChangeFailure = (error: unknown): string =>
  isUnauthorizedError(error)
    ? PASSWORD_CHANGE_SESSION_EXPIRED
    : serverMessageOr(error, PASSWORD_CHANGE_FAILED);

export const forcedPasswordChangeMachine = setup({
  types: {
    input: {} as ForcedPasswordChangeInput,
    context: {} as ForcedPasswordChangeContext,
    events: {} as ForcedPasswordChangeEvent,
  },
  actors: {
    /** PUT /api/auth/me with the new password; answers the saved user. */
    changePassword: fromPromise<User, ChangePasswordInput>(notProvidedActor('changePassword')),
  },
  actions: {
    /** The flag is over: the caller sends session.userUpdated and session.passwordChanged. */
    passwordChanged: notProvided<{ user: User }>('passwordChanged'),
  },
  delays: {
    PASSWORD_CHANGED_CLOSE: PASSWORD_CHANGED_CLOSE_MS,
  },
}).createMachine({
  id: 'forcedPasswordChange',
  context: ({ input }) => ({
    ...input,
    error: null,
    success: null,
    savedUser: null,
    newPassword: '',
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submit': [
          {
            guard: ({ event }) => validateSubmit(event) !== null,
            actions: assign({ error: ({ event }) => validateSubmit(event) }),
          },
          {
            guard: ({ context }) => context.user === null,
            actions: assign({ error: PASSWORD_CHANGE_USER_MISSING }),
          },
          {
            target: 'saving',
            actions: assign({
              error: null,
              newPassword: ({ event }) => event.newPassword,
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({
          name: context.user?.name ?? '',
          email: context.user?.email ?? '',
          user_phone: context.user?.user_phone ?? null,
          ...(context.currentPassword ? { current_password: context.currentPassword } : {}),
          new_password: context.newPassword,
        }),
        onDone: {
          target: 'succeeded',
          actions: assign({
            success: PASSWORD_CHANGED,
            savedUser: ({ event }) => event.output,
            newPassword: '',
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => passwordChangeFailure(event.error),
            newPassword: '',
          }),
        },
      },
    },
    succeeded: {
      after: { PASSWORD_CHANGED_CLOSE: 'closed' },
    },
    closed: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.savedUser) enqueue({ type: 'passwordChanged', params: { user: context.savedUser } });
      }),
    },
  },
});
