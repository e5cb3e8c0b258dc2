import type { UpdateMeRequest, User } from '@agente/api';
import { MIN_PASSWORD_LENGTH } from '@agente/machines';
import { PROFILE_NAME_MAX_LENGTH } from '../shared/limits.ts';
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

/** A password change is asked for as soon as a new password (or its confirmation) is typed. */
const wantsNewPassword = (values: ProfileFormValues) =>
  values.newPassword !== '' || values.confirmPassword !== '';

/** Spec 1 §5: name (≤ 30) and email required; a new password needs the current one and a matching confirmation. */
export function validateProfile(values: ProfileFormValues): ProfileFormErrors {
  const copy = MEUS_DADOS_COPY.errors;
  const errors: ProfileFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = copy.nameRequired;
  else if (name.length > PROFILE_NAME_MAX_LENGTH) errors.name = copy.nameTooLong;
  const email = values.email.trim();
  if (!email) errors.email = copy.emailRequired;
  else if (!EMAIL_SHAPE.test(email)) errors.email = copy.emailInvalid;
  if (wantsNewPassword(values)) {
    if (!values.currentPassword) errors.currentPassword = copy.currentPasswordRequired;
    if (values.newPassword !== values.confirmPassword) errors.confirmPassword = copy.passwordsDoNotMatch;
    else if (values.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = copy.newPasswordTooShort;
  }
  return errors;
}

/** PUT /api/auth/me: the phone goes back untouched; the passwords only when a new one was typed. */
export function toUpdateMe(values: ProfileFormValues, phone: string | null): UpdateMeRequest {
  const body: UpdateMeRequest = { name: values.name.trim(), email: values.email.trim(), user_phone: phone };
  if (values.newPassword === '') return body;
  return { ...body, current_password: values.currentPassword, new_password: values.newPassword };
}
