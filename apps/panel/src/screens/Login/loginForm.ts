import { CONTRACT_SCHEMAS as contract } from '@agente/rules';
import { LOGIN_COPY } from './login.copy.ts';

export interface LoginFormValues {
  email: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

// The contract's rules for a login: the shape of an email address and the password's least length. Read from
// the contract, not from the product limits, so the login page loads these two rules and not every limit.
const EMAIL_SHAPE = new RegExp(contract.Email.pattern);
const PASSWORD_MIN_LENGTH = contract.LoginRequest.senha.minLength;

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
