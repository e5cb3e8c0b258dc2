/**
 * Splits a SQL script into single statements. Needed because PGlite (like any prepared statement) runs one
 * command per query. Understands '…' strings, "…" identifiers, $tag$…$tag$ bodies, -- and /* comments.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < script.length) {
    const char = script[i] as string;
    const next = script[i + 1];
    if (char === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
      current += '\n';
      continue;
    }
    if (char === '/' && next === '*') {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? script.length : end + 2;
      current += ' ';
      continue;
    }
    if (char === "'" || char === '"') {
      let end = i + 1;
      while (end < script.length) {
        if (script[end] === char) {
          if (script[end + 1] === char) {
            end += 2;
            continue;
          }
          break;
        }
        end += 1;
      }
      current += script.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        const stop = end === -1 ? script.length : end + tag.length;
        current += script.slice(i, stop);
        i = stop;
        continue;
      }
    }
    if (char === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
      continue;
    }
    current += char;
    i += 1;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
