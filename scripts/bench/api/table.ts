// Formatting of the API benchmark's figures: one markdown table, and the aims checked against them.

export interface Measurement {
  readonly database: string;
  readonly endpoint: string;
  /** bare: the bare Fastify route; sql: the bare Fastify + pg server running the endpoint's SQL; product: ours. */
  readonly role: 'bare' | 'sql' | 'product';
  readonly connections: number;
  readonly requestsPerSecond: number;
  /** Milliseconds. */
  readonly p50: number;
  readonly p99: number;
  /** Non-2xx answers, errors and timeouts. */
  readonly failures: number;
}

/** Reads at ≥ 30 % of the bare route with p99 under 25 ms at 50 connections on PostgreSQL. */
const BARE_AIM = { database: 'PostgreSQL', connections: 50, share: 0.3, p99Ms: 25 } as const;
/** Reads at ≥ 85 % of the same SQL on a bare Fastify + pg server, p99 within 1.5× of its p99. */
const SQL_AIM = { database: 'PostgreSQL', connections: 50, share: 0.85, p99Factor: 1.5 } as const;

const isRead = (m: Measurement) => m.role === 'product' && m.endpoint.startsWith('GET ');
const sameRun = (a: Measurement, b: Measurement) =>
  a.database === b.database && a.connections === b.connections;

function bareOf(all: readonly Measurement[], m: Measurement): Measurement | undefined {
  return all.find((c) => c.role === 'bare' && sameRun(c, m));
}

function sqlCeilingOf(all: readonly Measurement[], m: Measurement): Measurement | undefined {
  return m.role === 'product'
    ? all.find((c) => c.role === 'sql' && c.endpoint === m.endpoint && sameRun(c, m))
    : undefined;
}

function ratio(m: Measurement, ceiling: Measurement | undefined): number | undefined {
  return ceiling && ceiling.requestsPerSecond > 0
    ? m.requestsPerSecond / ceiling.requestsPerSecond
    : undefined;
}

function p99Factor(m: Measurement, ceiling: Measurement | undefined): number | undefined {
  return ceiling && ceiling.p99 > 0 ? m.p99 / ceiling.p99 : undefined;
}

const integer = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number | undefined) => (value === undefined ? '—' : `${(value * 100).toFixed(1)} %`);
const times = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(2)}×`);

function label(m: Measurement): string {
  if (m.role === 'bare') return `*ceiling: ${m.endpoint}*`;
  if (m.role === 'sql') return `*SQL ceiling: \`${m.endpoint}\`*`;
  return `\`${m.endpoint}\``;
}

export function markdownTable(measurements: readonly Measurement[]): string {
  const rows = measurements.map((m) => {
    const sql = sqlCeilingOf(measurements, m);
    return [
      m.database,
      label(m),
      String(m.connections),
      integer(m.requestsPerSecond),
      String(m.p50),
      String(m.p99),
      percent(ratio(m, bareOf(measurements, m))),
      percent(ratio(m, sql)),
      times(p99Factor(m, sql)),
      integer(m.failures),
    ].join(' | ');
  });
  return [
    '| database | endpoint | connections | req/s | p50 (ms) | p99 (ms) | vs bare route | vs SQL ceiling | p99 × SQL ceiling | non-2xx / errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** One line per read endpoint at each aim's conditions: ✓ when met, ⚠ with the figure that misses. */
export function aimLines(measurements: readonly Measurement[]): string[] {
  const reads = measurements.filter(
    (m) => isRead(m) && m.database === BARE_AIM.database && m.connections === BARE_AIM.connections,
  );
  if (reads.length === 0) return [`Aims (reads on ${BARE_AIM.database}): not measured (set DATABASE_URL).`];
  const withSql = reads.filter((m) => sqlCeilingOf(measurements, m));
  return [
    `Aim: reads at ≥ ${SQL_AIM.share * 100} % of the SQL ceiling's req/s with p99 within ${SQL_AIM.p99Factor}× of its p99, at ${SQL_AIM.connections} connections on ${SQL_AIM.database}.`,
    '',
    ...withSql.map((m) => {
      const sql = sqlCeilingOf(measurements, m);
      const share = ratio(m, sql);
      const factor = p99Factor(m, sql);
      const met =
        share !== undefined && factor !== undefined && share >= SQL_AIM.share && factor <= SQL_AIM.p99Factor;
      return `- ${met ? '✓' : '⚠'} \`${m.endpoint}\`: ${percent(share)} of the SQL ceiling, p99 ${m.p99} ms (${times(factor)} its ${sql?.p99} ms)`;
    }),
    '',
    `Earlier aim: reads at ≥ ${BARE_AIM.share * 100} % of the bare route with p99 < ${BARE_AIM.p99Ms} ms at ${BARE_AIM.connections} connections on ${BARE_AIM.database}.`,
    '',
    ...reads.map((m) => {
      const share = ratio(m, bareOf(measurements, m));
      const met = share !== undefined && share >= BARE_AIM.share && m.p99 < BARE_AIM.p99Ms;
      return `- ${met ? '✓' : '⚠'} \`${m.endpoint}\`: ${percent(share)} of the bare route, p99 ${m.p99} ms`;
    }),
  ];
}
