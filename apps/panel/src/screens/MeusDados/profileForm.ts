import type { UpdateMeRequest, User } from '@agente/api';
import { PASSWORD_MIN_LENGTH, PROFILE_NAME_MAX_LENGTH } from '@agente/rules';
import { MEUS_DADOS_COPY } from './meusDados.copy.ts';

export interface ProfileFormValues {
  name: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form as the user opens it: their name and email, every password empty. */
export function toProfileForm(user: Pick<User, 'name' | 'email'>): ProfileFormValues {
  return { name: user.name, email: user.email, currentPassword: '', newPassword: '', confirmPassword: '' };
}

const emailChanges = (values: ProfileFormValues, savedEmail: string | undefined) =>
  savedEmail !== undefined && values.email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();

/** A password change is asked for as soon as a new password (or its confirmation) is typed. */
const wantsNewPassword = (values: ProfileFormValues) =>
  values.newPassword !== '' || values.confirmPassword !== '';

/**
 * Name (≤ 30) and email required; a new password needs the current one and a matching confirmation; a new
 * e-mail needs the current password too (the e-mail is where password resets go).
 */
export function validateProfile(values: ProfileFormValues, savedEmail?: string): ProfileFormErrors {
  const copy = MEUS_DADOS_COPY.errors;
  const errors: ProfileFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = copy.nameRequired;
  else if (name.length > PROFILE_NAME_MAX_LENGTH) errors.name = copy.nameTooLong;
  const email = values.email.trim();
  if (!email) errors.email = copy.emailRequired;
  else if (!EMAIL_SHAPE.test(email)) errors.email = copy.emailInvalid;
  if (emailChanges(values, savedEmail) && !values.currentPassword)
    errors.currentPassword = copy.currentPasswordRequiredForEmail;
  if (wantsNewPassword(values)) {
    if (!values.currentPassword) errors.currentPassword = copy.currentPasswordRequired;
    if (values.newPassword !== values.confirmPassword) errors.confirmPassword = copy.passwordsDoNotMatch;
    else if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = copy.newPasswordTooShort;
  }
  return errors;
}

/**
 * PUT /api/auth/me: the phone goes back untouched; the current password when one was typed (a new e-mail or a
 * new password needs it), the new password only when one was typed.
 */
export function toUpdateMe(values: ProfileFormValues, phone: string | null): UpdateMeRequest {
  const body: UpdateMeRequest = { name: values.name.trim(), email: values.email.trim(), user_phone: phone };
  const withCurrent =
    values.currentPassword === '' ? body : { ...body, current_password: values.currentPassword };
  if (values.newPassword === '') return withCurrent;
  return { ...withCurrent, new_password: values.newPassword };
}
