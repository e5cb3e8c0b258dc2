import { isApiError, type WhatsappCloudConnectionInput } from '@agente/api';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';
import type { WhatsappCloudFormErrors, WhatsappCloudFormValues } from '@agente/ui';
import { CONECTAR_COPY } from './conectar.copy.ts';

const COPY = CONECTAR_COPY.cloud.errors;
const input = contract.WhatsappCloudConnectionInput;
const ID_SHAPE = new RegExp(input.phone_number_id.pattern);
const TOKEN_SHAPE = new RegExp(input.access_token.pattern);

export const EMPTY_CLOUD_FORM: WhatsappCloudFormValues = {
  phoneNumberId: '',
  businessAccountId: '',
  accessToken: '',
};

/** The contract's rules, checked before the call so each problem shows under its field. */
export function validateCloudForm(values: WhatsappCloudFormValues): WhatsappCloudFormErrors {
  const errors: WhatsappCloudFormErrors = {};
  const phoneNumberId = values.phoneNumberId.trim();
  const businessAccountId = values.businessAccountId.trim();
  const token = values.accessToken.trim();
  if (!phoneNumberId) errors.phoneNumberId = COPY.phoneNumberIdRequired;
  else if (!ID_SHAPE.test(phoneNumberId)) errors.phoneNumberId = COPY.phoneNumberIdPattern;
  if (!businessAccountId) errors.businessAccountId = COPY.businessAccountIdRequired;
  else if (!ID_SHAPE.test(businessAccountId)) errors.businessAccountId = COPY.businessAccountIdPattern;
  if (!token) errors.accessToken = COPY.accessTokenRequired;
  else if (
    token.length < input.access_token.minLength ||
    token.length > input.access_token.maxLength ||
    !TOKEN_SHAPE.test(token)
  )
    errors.accessToken = COPY.accessTokenInvalid;
  return errors;
}

export const toCloudInput = (values: WhatsappCloudFormValues): WhatsappCloudConnectionInput => ({
  phone_number_id: values.phoneNumberId.trim(),
  business_account_id: values.businessAccountId.trim(),
  access_token: values.accessToken.trim(),
});

const FIELD_OF_MESSAGE = new Map<string, keyof WhatsappCloudFormValues>([
  ...Object.values(input.phone_number_id.messages).map((text) => [text, 'phoneNumberId'] as const),
  ...Object.values(input.business_account_id.messages).map((text) => [text, 'businessAccountId'] as const),
  ...Object.values(input.access_token.messages).map((text) => [text, 'accessToken'] as const),
]);

/**
 * Where the server's refusal shows: a number another account holds (409) under the phone number id; a field's
 * own rule under that field; Meta refusing the ids or the token (any other 400) under the token, which is what
 * Meta checks them with; anything else (Meta unreachable, a 502) above the button.
 */
export function placeCloudError(
  error: unknown,
  message: string,
): { errors: WhatsappCloudFormErrors; formError: string | null } {
  if (!isApiError(error)) return { errors: {}, formError: message };
  if (error.status === 409) return { errors: { phoneNumberId: message }, formError: null };
  if (error.status === 400) {
    return { errors: { [FIELD_OF_MESSAGE.get(message) ?? 'accessToken']: message }, formError: null };
  }
  return { errors: {}, formError: message };
}
