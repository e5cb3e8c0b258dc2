/**
 * What a user can type in, choose in or press inside an invalid field (RAC's hidden inputs carry
 * tabindex -1; the design system's Select is a native select).
 */
const FOCUSABLE =
  'input:not([type="hidden"]):not([tabindex="-1"]), textarea:not([tabindex="-1"]), select:not([tabindex="-1"]), button:not([tabindex="-1"])';

/**
 * Moves focus to the first invalid field of the form and scrolls it to the middle of the viewport,
 * so a failed submit on a long form shows what to fix. Returns whether a field was found.
 */
export function focusFirstInvalid(form: HTMLFormElement): boolean {
  const invalid = form.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus({ preventScroll: true });
  // jsdom has no layout, so no scrollIntoView.
  target.scrollIntoView?.({ block: 'center' });
  return true;
}
