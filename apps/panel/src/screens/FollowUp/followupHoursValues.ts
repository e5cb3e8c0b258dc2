import type { FollowupHours } from '@agente/api';
import { CONTRACT_SCHEMAS as contract } from '@agente/rules';

export type FollowupHoursErrors = Partial<Record<'inicio' | 'fim', 'format' | 'order'>>;

const HOUR_OF_DAY = new RegExp(contract.FollowupHourOfDay.pattern);

/** The window's rules, as the server checks them: HH:MM each, the start before the end. */
export function validateFollowupHours(values: FollowupHours): FollowupHoursErrors {
  const errors: FollowupHoursErrors = {};
  if (!HOUR_OF_DAY.test(values.inicio)) errors.inicio = 'format';
  if (!HOUR_OF_DAY.test(values.fim)) errors.fim = 'format';
  // Zero-padded HH:MM compare as text in time order.
  if (!errors.inicio && !errors.fim && values.inicio >= values.fim) errors.fim = 'order';
  return errors;
}
