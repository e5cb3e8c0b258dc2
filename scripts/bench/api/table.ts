// Formatting of the API benchmark's figures: one markdown table, and the aim checked against them.

export interface Measurement {
  readonly database: string;
  readonly endpoint: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  /** Milliseconds. */
  readonly p50: number;
  readonly p99: number;
  /** Non-2xx answers, errors and timeouts. */
  readonly failures: number;
}

const CEILING_PREFIX = 'ceiling';
/** The aim: reads at ≥ 30 % of the ceiling with p99 under 25 ms at 50 connections on PostgreSQL. */
const AIM = { database: 'PostgreSQL', connections: 50, share: 0.3, p99Ms: 25 } as const;

const isCeiling = (m: Measurement) => m.endpoint.startsWith(CEILING_PREFIX);
const isRead = (m: Measurement) => m.endpoint.startsWith('GET ') && !isCeiling(m);

function ceilingOf(all: readonly Measurement[], m: Measurement): Measurement | undefined {
  return all.find((c) => isCeiling(c) && c.database === m.database && c.connections === m.connections);
}

function share(all: readonly Measurement[], m: Measurement): number | undefined {
  const ceiling = ceilingOf(all, m);
  return ceiling && ceiling.requestsPerSecond > 0
    ? m.requestsPerSecond / ceiling.requestsPerSecond
    : undefined;
}

const integer = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number | undefined) => (value === undefined ? '—' : `${(value * 100).toFixed(1)} %`);

export function markdownTable(measurements: readonly Measurement[]): string {
  const rows = measurements.map((m) =>
    [
      m.database,
      isCeiling(m) ? `*${m.endpoint}*` : `\`${m.endpoint}\``,
      String(m.connections),
      integer(m.requestsPerSecond),
      String(m.p50),
      String(m.p99),
      percent(share(measurements, m)),
      integer(m.failures),
    ].join(' | '),
  );
  return [
    '| database | endpoint | connections | req/s | p50 (ms) | p99 (ms) | vs ceiling | non-2xx / errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** One line per read endpoint at the aim's conditions: ✓ when met, ⚠ with the figure that misses. */
export function aimLines(measurements: readonly Measurement[]): string[] {
  const reads = measurements.filter(
    (m) => isRead(m) && m.database === AIM.database && m.connections === AIM.connections,
  );
  if (reads.length === 0) return [`Aim (reads on ${AIM.database}): not measured (set DATABASE_URL).`];
  return [
    `Aim: reads at ≥ ${AIM.share * 100} % of the ceiling with p99 < ${AIM.p99Ms} ms at ${AIM.connections} connections on ${AIM.database}.`,
    '',
    ...reads.map((m) => {
      const ratio = share(measurements, m);
      const met = ratio !== undefined && ratio >= AIM.share && m.p99 < AIM.p99Ms;
      return `- ${met ? '✓' : '⚠'} \`${m.endpoint}\`: ${percent(ratio)} of the ceiling, p99 ${m.p99} ms`;
    }),
  ];
}
