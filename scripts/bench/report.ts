// Writes a benchmark's figures into docs/benchmarks.md under its own heading, replacing the previous run's.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../lib/productServer.ts';

const REPORT = path.join(ROOT, 'docs', 'benchmarks.md');
const HEADER =
  '# Benchmarks\n\nFigures printed by the benchmark commands on this machine (2 cores). Each section is rewritten by its command.\n';

export async function appendBenchmarkSection(title: string, command: string, body: string): Promise<void> {
  await mkdir(path.dirname(REPORT), { recursive: true });
  const current = await readFile(REPORT, 'utf8').catch(() => HEADER);
  const heading = `## ${title}`;
  const date = new Date().toISOString().slice(0, 10);
  const section = `${heading}\n\n${date} — \`${command}\`\n\n${body.trim()}\n`;
  const start = current.indexOf(heading);
  if (start === -1) {
    await writeFile(REPORT, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : current.slice(next + 1);
  await writeFile(REPORT, `${current.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`);
}
