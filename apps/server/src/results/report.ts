import type { DashboardResults, ResultsFunnel, ResultsObjection, ResultsPeriod } from '@agente/api';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepareStatement } from '../db/preparedStatements.ts';
import { stepTextExcerpt } from '../kanban/stepText.ts';
import { RESULTS_STEP_TEXT_MAX_CHARS } from './constants.ts';
import { daysOf, resultsPeriodRange } from './period.ts';
import {
  buyersSql,
  funnelSql,
  handoversSql,
  leadsPerDaySql,
  objectionsSql,
  type ResultsScope,
  salesPerDaySql,
  salesSql,
} from './statements.ts';

interface SalesRow {
  vendas: number;
  vendas_sem_conversa: number;
  receita_centavos: number;
  tempo_medio_compra_minutos: number | null;
  recuperadas: number;
  receita_recuperada_centavos: number;
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
  sales: salesSql(scope),
  salesPerDay: salesPerDaySql(scope),
  buyers: buyersSql(scope),
  leadsPerDay: leadsPerDaySql(scope),
  funnel: funnelSql(scope),
  objections: objectionsSql(scope),
  handovers: handoversSql(scope),
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
  const [[sales], salesPerDay, [buyers], leadsPerDay, funnel, objecoes, [handovers]] = await Promise.all([
    q<SalesRow>(sql.sales),
    q<{ dia: string; vendas: number }>(sql.salesPerDay),
    q<{ compradores: number }>(sql.buyers),
    q<{ dia: string; leads: number }>(sql.leadsPerDay),
    q<FunnelRow>(sql.funnel),
    q<ResultsObjection>(sql.objections),
    q<{ transferencias: number; pedidos_para_parar: number }>(sql.handovers),
  ]);
  const leadsOn = new Map(leadsPerDay.map((row) => [row.dia, row.leads]));
  const salesOn = new Map(salesPerDay.map((row) => [row.dia, row.vendas]));
  const porDia = daysOf(range).map((dia) => ({
    dia,
    leads: leadsOn.get(dia) ?? 0,
    vendas: salesOn.get(dia) ?? 0,
  }));
  return {
    periodo,
    primeiro_dia: range.firstDay,
    ultimo_dia: porDia.at(-1)?.dia ?? range.firstDay,
    vendas: sales?.vendas ?? 0,
    vendas_sem_conversa: sales?.vendas_sem_conversa ?? 0,
    receita_centavos: Number(sales?.receita_centavos ?? 0),
    leads_novos: porDia.reduce((sum, day) => sum + day.leads, 0),
    compradores: buyers?.compradores ?? 0,
    tempo_medio_compra_minutos: sales?.tempo_medio_compra_minutos ?? null,
    recuperadas: sales?.recuperadas ?? 0,
    receita_recuperada_centavos: Number(sales?.receita_recuperada_centavos ?? 0),
    por_dia: porDia,
    funil: funnelOf(funnel),
    objecoes,
    transferencias: handovers?.transferencias ?? 0,
    pedidos_para_parar: handovers?.pedidos_para_parar ?? 0,
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
