/** Keeps only the digits 0-9 of a text. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}
