/**
 * A table's own entry for a key that came from outside (a URL, a webhook, a lead's words): "constructor" or
 * "__proto__" are keys like any other, not the object's inherited properties.
 */
export function ownEntry<T>(table: Readonly<Partial<Record<string, T>>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
