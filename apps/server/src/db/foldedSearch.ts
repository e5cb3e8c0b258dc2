import { type RawBuilder, sql } from 'kysely';

// Accents folded the same way in the query and in the columns, without the unaccent extension (absent in PGlite).
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';

/** Lower case without accents, as `foldedContains` compares: fold the user's search term with it first. */
export const foldSearch = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Whether the column, lower-cased and without accents, contains the (already folded) term. */
export function foldedContains(column: RawBuilder<unknown>, foldedTerm: string): RawBuilder<boolean> {
  return sql<boolean>`translate(lower(${column}), ${ACCENTED}, ${PLAIN}) like ${containing(foldedTerm)} escape '\\'`;
}
