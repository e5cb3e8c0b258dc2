/** An optional text field as stored: trimmed, and null when nothing is left (a blank name is no name). */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
