import type { User } from '@agente/api';
import { PASSWORD_MIN_LENGTH } from '@agente/rules';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { PASSWORD_CHANGED_CLOSE_MS } from '../constants.ts';
import { isUnauthorizedError, type MachineMessage, withServerMessage } from '../errors.ts';
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

/** A rule the new password breaks (also read by the reset-password page). */
export type NewPasswordRuleCode = 'fieldsRequired' | 'passwordsDoNotMatch' | 'newPasswordTooShort';

/** Everything the forced change reports: a broken rule, a failed save, or the saved password. */
export type ForcedPasswordChangeCode =
  | NewPasswordRuleCode
  | 'sessionExpired'
  | 'userMissing'
  | 'changeFailed'
  | 'passwordChanged';

/** What is wrong with each field of the form, all at once; null where the field is fine. */
export interface NewPasswordFieldErrors {
  newPassword: NewPasswordRuleCode | null;
  confirmPassword: NewPasswordRuleCode | null;
}

export interface ForcedPasswordChangeContext extends ForcedPasswordChangeInput {
  /** An error about the whole form (the server's answer, a missing user), under it. */
  error: MachineMessage<ForcedPasswordChangeCode> | null;
  /** The rules the last submit broke, under the field that broke each; null where it was fine. */
  fieldErrors: NewPasswordFieldErrors;
  /** 'passwordChanged' while the modal is about to close. */
  success: ForcedPasswordChangeCode | null;
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
export function validateNewPassword(
  newPassword: string,
  confirmPassword: string,
): NewPasswordRuleCode | null {
  if (newPassword === '' || confirmPassword === '') return 'fieldsRequired';
  if (newPassword !== confirmPassword) return 'passwordsDoNotMatch';
  if (newPassword.length < PASSWORD_MIN_LENGTH) return 'newPasswordTooShort';
  return null;
}

const NO_FIELD_ERRORS: NewPasswordFieldErrors = { newPassword: null, confirmPassword: null };

/**
 * Every field's broken rule at once, so one submit tells the user all that is left to fix: a field left empty
 * says so, the new password under 6 characters says so, and a confirmation unlike it says so.
 */
export function newPasswordFieldErrors(newPassword: string, confirmPassword: string): NewPasswordFieldErrors {
  const tooShort = newPassword.length < PASSWORD_MIN_LENGTH ? 'newPasswordTooShort' : null;
  const unlike = confirmPassword !== newPassword ? 'passwordsDoNotMatch' : null;
  return {
    newPassword: newPassword === '' ? 'fieldsRequired' : tooShort,
    confirmPassword: confirmPassword === '' ? 'fieldsRequired' : unlike,
  };
}

const hasFieldErrors = (errors: NewPasswordFieldErrors): boolean =>
  errors.newPassword !== null || errors.confirmPassword !== null;

const fieldErrorsOf = (event: ForcedPasswordChangeEvent): NewPasswordFieldErrors =>
  newPasswordFieldErrors(event.newPassword, event.confirmPassword);

/** No stored token or a rejected one means the session is over; otherwise the server's message. */
const passwordChangeFailure = (error: unknown): MachineMessage<ForcedPasswordChangeCode> =>
  isUnauthorizedError(error) ? { code: 'sessionExpired' } : withServerMessage(error, 'changeFailed');

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
    fieldErrors: NO_FIELD_ERRORS,
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
            guard: ({ event }) => hasFieldErrors(fieldErrorsOf(event)),
            actions: assign({ error: null, fieldErrors: ({ event }) => fieldErrorsOf(event) }),
          },
          {
            guard: ({ context }) => context.user === null,
            actions: assign({ error: { code: 'userMissing' }, fieldErrors: NO_FIELD_ERRORS }),
          },
          {
            target: 'saving',
            actions: assign({
              error: null,
              fieldErrors: NO_FIELD_ERRORS,
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
            success: 'passwordChanged',
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
