import type { DashboardResults, ResultsFunnel, ResultsObjection, ResultsPeriod } from '@agente/api';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepareStatement } from '../db/preparedStatements.ts';
import { stepTextExcerpt } from '../kanban/stepText.ts';
import { RESULTS_STEP_TEXT_MAX_CHARS } from './constants.ts';
import { daysOf, resultsPeriodRange } from './period.ts';
import { daysSql, funnelSql, objectionsSql, type ResultsScope } from './statements.ts';

/** One local day's counts (migration 056); bigint sums arrive as strings from pg. */
interface DayRow {
  dia: string;
  leads: number;
  compradores: number;
  vendas: number;
  vendas_sem_conversa: number;
  receita_centavos: number | string;
  compras_com_tempo: number;
  compra_segundos: number;
  recuperadas: number;
  receita_recuperada_centavos: number | string;
  transferencias: number;
  pedidos_para_parar: number;
}
interface FunnelRow {
  product_id: number;
  produto: string;
  leads: number;
  posicao: number;
  texto: string | null;
  pararam: number;
}

/** Whose results: one account's, or every account's (the administrator's totals). */
export type ResultsOwner = { readonly scope: 'conta'; readonly userId: number } | { readonly scope: 'todas' };

/** Runs one of the results' statements (prepared once per PostgreSQL connection) for the owner and the window. */
async function read<R>(db: Db, text: string, owner: ResultsOwner, start: Date, end: Date): Promise<R[]> {
  prepareStatement(text);
  const account = owner.scope === 'conta' ? owner.userId : null;
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, [account, start, end]));
  return result.rows;
}

const statementsFor = (scope: ResultsScope) => ({
  days: daysSql(scope),
  funnel: funnelSql(scope),
  objections: objectionsSql(scope),
});
const STATEMENTS = { conta: statementsFor('conta'), todas: statementsFor('todas') };

/** The dashboard's results for a period, as seen at `now`. */
export async function readResults(
  db: Db,
  owner: ResultsOwner,
  periodo: ResultsPeriod,
  now: Date,
): Promise<DashboardResults> {
  const range = resultsPeriodRange(periodo, now);
  const sql = STATEMENTS[owner.scope];
  const q = <R>(text: string) => read<R>(db, text, owner, range.start, range.end);
  const [days, funnel, objecoes] = await Promise.all([
    q<DayRow>(sql.days),
    q<FunnelRow>(sql.funnel),
    q<ResultsObjection>(sql.objections),
  ]);
  const byDay = new Map(days.map((row) => [row.dia, row]));
  const porDia = daysOf(range).map((dia) => ({
    dia,
    leads: byDay.get(dia)?.leads ?? 0,
    vendas: byDay.get(dia)?.vendas ?? 0,
  }));
  const total = (field: Exclude<keyof DayRow, 'dia'>) =>
    days.reduce((sum, row) => sum + Number(row[field]), 0);
  const timed = total('compras_com_tempo');
  return {
    periodo,
    primeiro_dia: range.firstDay,
    ultimo_dia: porDia.at(-1)?.dia ?? range.firstDay,
    vendas: total('vendas'),
    vendas_sem_conversa: total('vendas_sem_conversa'),
    receita_centavos: total('receita_centavos'),
    leads_novos: total('leads'),
    compradores: total('compradores'),
    tempo_medio_compra_minutos: timed > 0 ? Math.round(total('compra_segundos') / 60 / timed) : null,
    recuperadas: total('recuperadas'),
    receita_recuperada_centavos: total('receita_recuperada_centavos'),
    por_dia: porDia,
    funil: funnelOf(funnel),
    objecoes,
    transferencias: total('transferencias'),
    pedidos_para_parar: total('pedidos_para_parar'),
  };
}

/** Rows in product and step order into one funnel per product; reached = stopped there or at a later step. */
function funnelOf(rows: readonly FunnelRow[]): ResultsFunnel[] {
  const funnels: ResultsFunnel[] = [];
  for (const row of rows) {
    let funnel = funnels.at(-1);
    if (funnel?.produto_id !== row.product_id) {
      funnel = { produto_id: row.product_id, produto: row.produto, leads: row.leads, etapas: [] };
      funnels.push(funnel);
    }
    funnel.etapas.push({
      posicao: row.posicao,
      texto: row.texto === null ? null : stepTextExcerpt(row.texto, RESULTS_STEP_TEXT_MAX_CHARS),
      alcancaram: 0,
      pararam: row.pararam,
    });
  }
  for (const funnel of funnels) {
    let reached = 0;
    for (const step of [...funnel.etapas].reverse()) {
      reached += step.pararam;
      step.alcancaram = reached;
    }
  }
  return funnels;
}
