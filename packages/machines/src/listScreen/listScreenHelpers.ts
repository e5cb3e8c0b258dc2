import { serverMessageOf } from '../errors.ts';
import type { ListScreenCall, ListScreenFailure, ListScreenItem } from './listScreenTypes.ts';

export const failureOf = (code: ListScreenCall, error: unknown): ListScreenFailure => ({
  code,
  serverMessage: serverMessageOf(error, { withNetworkText: true }) ?? null,
});

export const hasErrors = (fieldErrors: object) => Object.values(fieldErrors).some(Boolean);

/** The server's answer replaces the item it saved or joins the list as a new one, unless the list reloads. */
export function placed<TItem extends ListScreenItem>(
  context: { items: TItem[]; newItemsFirst: boolean; reloadAfterChange: boolean },
  saved: TItem,
): { items?: TItem[] } {
  if (context.reloadAfterChange) return {};
  if (context.items.some((item) => item.id === saved.id))
    return { items: context.items.map((item) => (item.id === saved.id ? saved : item)) };
  return { items: context.newItemsFirst ? [saved, ...context.items] : [...context.items, saved] };
}
