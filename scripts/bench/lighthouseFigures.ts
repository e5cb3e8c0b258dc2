/** Reads the figures `npm run bench:web` reports from a Lighthouse result (kept apart to be unit-tested). */

/** Aims: every category at least 95, at most 100 kB of gzipped JS to start the page. */
export const SCORE_AIM = 95;
export const INITIAL_JS_BUDGET_BYTES = 100 * 1_024;

/** The parts of Lighthouse's result (LH.Result) read here. */
export interface LighthouseReportLike {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string; details?: unknown } | undefined>;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export interface Figures {
  lighthouseVersion: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Bytes on the wire (gzip) of the scripts and stylesheets requested while the page loaded. */
  scriptBytes: number;
  stylesheetBytes: number;
  /** Bytes on the wire of the web fonts requested while the page loaded (already compressed woff2). */
  fontBytes: number;
  /** File names of those scripts. */
  scripts: string[];
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

function score(report: LighthouseReportLike, id: string): number {
  const value = report.categories[id]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(value * 100);
}

function networkRequests(report: LighthouseReportLike): NetworkRequest[] {
  const details = report.audits['network-requests']?.details;
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const { items } = details as { items: unknown };
  return Array.isArray(items) ? (items as NetworkRequest[]) : [];
}

function bytesOf(requests: NetworkRequest[], resourceType: string): number {
  return requests
    .filter((request) => request.resourceType === resourceType)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

function fileName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? url;
}

export function readFigures(report: LighthouseReportLike): Figures {
  const requests = networkRequests(report);
  const display = (id: string) => report.audits[id]?.displayValue ?? '–';
  return {
    lighthouseVersion: report.lighthouseVersion,
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    scriptBytes: bytesOf(requests, 'Script'),
    stylesheetBytes: bytesOf(requests, 'Stylesheet'),
    fontBytes: bytesOf(requests, 'Font'),
    scripts: requests.filter((request) => request.resourceType === 'Script').map((r) => fileName(r.url)),
    fcp: display('first-contentful-paint'),
    lcp: display('largest-contentful-paint'),
    tbt: display('total-blocking-time'),
    cls: display('cumulative-layout-shift'),
  };
}

/** The run with the median performance score (the other scores barely move between runs). */
export function medianRun(results: readonly Figures[]): Figures {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to report');
  return median;
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1_024).toFixed(1)} kB`;
}
