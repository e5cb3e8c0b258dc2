import type { ListScreenCall, ListScreenFailure, ListScreenSuccess } from './listScreenTypes.ts';

/** The calls a screen may leave out (every list screen loads). */
export type ListScreenChange = Exclude<ListScreenCall, 'load'>;

/** The successes a screen's changes can report. */
export type ListScreenSuccessOf<TChange extends ListScreenChange> =
  | (TChange extends 'create' ? 'created' : never)
  | (TChange extends 'update' ? 'updated' : never)
  | (TChange extends 'remove' ? 'removed' : never)
  | (TChange extends 'toggle' ? 'activated' | 'deactivated' : never);

/**
 * A screen's wording of the codes its calls report: one text for each failure and success the calls it makes can
 * produce, so a missing one does not compile. A null success says nothing (the change shows by itself).
 */
export interface ListScreenTexts<TChange extends ListScreenChange> {
  failures: Record<'load' | TChange, string>;
  successes: Record<ListScreenSuccessOf<TChange>, string | null>;
}

/** Any screen's texts, as the lookups read them. */
export interface SomeListScreenTexts {
  failures: { load: string } & Partial<Record<ListScreenChange, string>>;
  successes: Partial<Record<ListScreenSuccess, string | null>>;
}

/** The changes a screen's texts speak of. */
export type ListScreenChangesOf<TTexts extends SomeListScreenTexts> = Extract<
  keyof TTexts['failures'],
  ListScreenChange
>;

/** The server's message when it sent one, otherwise the screen's text for the failed call. */
export function failureText(texts: SomeListScreenTexts, failure: ListScreenFailure | null): string | null {
  if (!failure) return null;
  return failure.serverMessage ?? texts.failures[failure.code] ?? null;
}

export function successText(texts: SomeListScreenTexts, success: ListScreenSuccess | null): string | null {
  if (!success) return null;
  return texts.successes[success] ?? null;
}
