// npm run audit:deps — the production dependencies with their installed versions, then npm's advisory check of
// them. When the advisory service cannot be reached (as on machines without outside access) it says so and exits
// 2, so an operator knows to run it where the service is reachable; 1 means advisories were found.
import { execFileSync, spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function productionDependencies() {
  const result = spawnSync(npm, ['ls', '--omit=dev', '--all', '--json'], { encoding: 'utf8' });
  const tree = JSON.parse(result.stdout || '{}');
  const found = new Map();
  const walk = (dependencies = {}) => {
    for (const [name, info] of Object.entries(dependencies)) {
      if (!info?.version || found.has(`${name}@${info.version}`)) continue;
      found.set(`${name}@${info.version}`, { name, version: info.version });
      walk(info.dependencies);
    }
  };
  walk(tree.dependencies);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const dependencies = productionDependencies();
console.log(`Dependências de produção instaladas (${dependencies.length}):`);
for (const { name, version } of dependencies) console.log(`  ${name}@${version}`);

console.log('\nConsultando o serviço de avisos de segurança do npm (npm audit --omit=dev)…');
let output = '';
try {
  output = execFileSync(npm, ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: 60_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
} catch (error) {
  output = error.stdout ?? '';
}
let report;
try {
  report = JSON.parse(output);
} catch {
  report = undefined;
}
if (!report || report.error || !report.metadata) {
  const reason = report?.error?.summary || 'sem resposta';
  console.log(`Serviço de avisos do npm inacessível a partir desta máquina (${reason}).`);
  console.log(
    'Rode `npm run audit:deps` em uma máquina com acesso ao registro do npm para verificar as versões acima.',
  );
  process.exit(2);
}
const counts = report.metadata.vulnerabilities ?? {};
const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
  console.log(`  ${advisory.severity.padEnd(8)} ${name} (${advisory.range})`);
}
console.log(total === 0 ? 'Nenhum aviso de segurança conhecido.' : `${total} aviso(s) de segurança.`);
process.exit(total === 0 ? 0 : 1);
