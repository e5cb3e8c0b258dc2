import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './splitSql.ts';

describe('splitSqlStatements', () => {
  it('splits on semicolons and drops comments and empty statements', () => {
    const script = `-- a comment; with a semicolon
create table a (x int); /* block; comment */
create index a_x on a (x);;
`;
    expect(splitSqlStatements(script)).toEqual(['create table a (x int)', 'create index a_x on a (x)']);
  });

  it('keeps semicolons inside strings, quoted identifiers and dollar-quoted bodies', () => {
    const script = `insert into t values ('a;b', 'it''s; fine');
create table "we;ird" (x int);
create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql;
do $$ begin perform 1; end $$`;
    expect(splitSqlStatements(script)).toEqual([
      "insert into t values ('a;b', 'it''s; fine')",
      'create table "we;ird" (x int)',
      'create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql',
      'do $$ begin perform 1; end $$',
    ]);
  });
});
