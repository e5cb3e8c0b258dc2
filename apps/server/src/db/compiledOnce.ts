import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';
import { prepareStatement } from './preparedStatements.ts';

/** Stands for the n-th argument while the query is built once. */
class Slot {
  constructor(readonly index: number) {}
}

interface Compiled {
  readonly sql: string;
  /** Per parameter: the argument it takes, or the constant the query itself holds. */
  readonly parameters: readonly unknown[];
}

/** `select *` or `"table".*`: such a statement's columns change with the table, so it is never prepared. */
const SELECTS_ALL = /(^|[\s,(])("\w+"\.)?\*(,|\s+from\s)/i;

/**
 * A read whose SQL is built and compiled once per database handle: Kysely builds and compiles a query on every
 * call, which costs more CPU than the driver's own work for the reads every request makes (the session lookup,
 * ownership checks, short lists). `build` receives stand-ins for its arguments and must use each as a plain
 * value (a comparison or a column value; not an `in` list, not in JavaScript logic), which is what makes its SQL
 * the same for every call. On PostgreSQL the statement is also prepared on each connection
 * (src/db/preparedStatements.ts), unless it selects `*`.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const cache = new WeakMap<Db, Compiled>();
  return async (db, ...args) => {
    let compiled = cache.get(db);
    if (!compiled) {
      const slots = args.map((_, index) => new Slot(index)) as A;
      const query = build(db, ...slots).compile();
      compiled = { sql: query.sql, parameters: query.parameters };
      cache.set(db, compiled);
      if (!SELECTS_ALL.test(compiled.sql)) prepareStatement(compiled.sql);
    }
    const parameters = compiled.parameters.map((value) =>
      value instanceof Slot ? args[value.index] : value,
    );
    const result = await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<R>);
    return result.rows;
  };
}
