import pg from 'pg';

/** SQL text of each statement the server prepares, and the name PostgreSQL knows it by on every connection. */
const names = new Map<string, string>();

/**
 * Marks a statement, by its exact SQL text, to be prepared once per PostgreSQL connection and then only bound
 * and executed: for the small reads every request makes, parsing and planning them again cost PostgreSQL about
 * three times the execution. Only statements whose text is fixed (parameters for every value) belong here, so
 * that the set stays small; a statement that selects `*` must not: a column added by another server's migration
 * would make PostgreSQL refuse the prepared one until the connection closes.
 */
export function prepareStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `agente_${names.size + 1}`);
}

/** pg's client, sending the statements marked by prepareStatement as named (prepared) ones. */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; this passes them all through.
  override query(...args: unknown[]): any {
    const query = super.query as (...a: unknown[]) => unknown;
    const [text, values, callback] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    if (name === undefined) return query.apply(this, args);
    const config = { name, text, values };
    return typeof callback === 'function' ? query.call(this, config, callback) : query.call(this, config);
  }
}
