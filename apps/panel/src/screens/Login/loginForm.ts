import { PASSWORD_MIN_LENGTH } from '@agente/rules';
import { LOGIN_COPY } from './login.copy.ts';

export interface LoginFormValues {
  email: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

// A name, an @ and a domain with a dot: the usual shape of an email address.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email required and well formed. */
export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return LOGIN_COPY.errors.emailRequired;
  if (!EMAIL_SHAPE.test(value)) return LOGIN_COPY.errors.emailInvalid;
  return undefined;
}

/** Email as above; password required, at least 6 characters. */
export function validateLogin(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = LOGIN_COPY.errors.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = LOGIN_COPY.errors.passwordTooShort;
  return errors;
}
