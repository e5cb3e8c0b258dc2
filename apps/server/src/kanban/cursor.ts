/** Where a kanban column page ends: the last lead's interaction (microseconds since the epoch) and its id. */
export interface ColumnPosition {
  /** Decimal digits: microseconds are beyond a JS number's exact range and a Date's precision. */
  atMicros: string;
  id: number;
}

const MAX_ID = 2_147_483_647;

/** The cursor the client sends back for the next page ('1718715600123456.42'; the contract checks its shape). */
export const encodeCursor = (position: ColumnPosition) => `${position.atMicros}.${position.id}`;

/** The position a cursor names, or null when it cannot name one (an id outside the integer column's range). */
export function decodeCursor(cursor: string): ColumnPosition | null {
  const match = /^(\d{1,16})\.(\d{1,10})$/.exec(cursor);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  return id > MAX_ID ? null : { atMicros: match[1], id };
}
