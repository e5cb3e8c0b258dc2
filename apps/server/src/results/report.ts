import type { DashboardResults, ResultsFunnel, ResultsObjection, ResultsPeriod } from '@agente/api';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepareStatement } from '../db/preparedStatements.ts';
import { stepTextExcerpt } from '../kanban/stepText.ts';
import { RESULTS_STEP_TEXT_MAX_CHARS } from './constants.ts';
import { resultsPeriodDays } from './period.ts';
import { resultsSql } from './statements.ts';

/** The one row of the results' statement (statements.ts): the window's totals, then its parts as JSON. */
interface ResultsRow {
  leads: number;
  compradores: number;
  vendas: number;
  vendas_sem_conversa: number;
  receita_centavos: number;
  compras_com_tempo: number;
  compra_segundos: number;
  recuperadas: number;
  receita_recuperada_centavos: number;
  transferencias: number;
  pedidos_para_parar: number;
  /** [day, new leads, sales] for each day with any count, in day order */
  dias: [string, number, number][];
  /** [product id, product name, its new leads, step position, step text, leads stopped there], in funnel order */
  funil: FunnelRow[];
  objecoes: ResultsObjection[];
}
type FunnelRow = [number, string, number, number, string | null, number];

/** Whose results: one account's, or every account's (the administrator's totals). */
export type ResultsOwner = { readonly scope: 'conta'; readonly userId: number } | { readonly scope: 'todas' };

const STATEMENTS = { conta: resultsSql('conta'), todas: resultsSql('todas') };
prepareStatement(STATEMENTS.conta);
prepareStatement(STATEMENTS.todas);

/** The dashboard's results for a period, as seen at `now`. */
export async function readResults(
  db: Db,
  owner: ResultsOwner,
  periodo: ResultsPeriod,
  now: Date,
): Promise<DashboardResults> {
  const { range, days } = resultsPeriodDays(periodo, now);
  const account = owner.scope === 'conta' ? owner.userId : null;
  const { rows } = await db.executeQuery<ResultsRow>(
    CompiledQuery.raw(STATEMENTS[owner.scope], [account, range.start, range.end]),
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The results statement returned no row');
  // Both in day order: every day of the window, with its counts where it has any.
  let next = 0;
  const porDia = days.map((dia) => {
    const counted = row.dias[next];
    if (counted?.[0] !== dia) return { dia, leads: 0, vendas: 0 };
    next++;
    return { dia, leads: counted[1], vendas: counted[2] };
  });
  return {
    periodo,
    primeiro_dia: range.firstDay,
    ultimo_dia: porDia.at(-1)?.dia ?? range.firstDay,
    vendas: row.vendas,
    vendas_sem_conversa: row.vendas_sem_conversa,
    receita_centavos: row.receita_centavos,
    leads_novos: row.leads,
    compradores: row.compradores,
    tempo_medio_compra_minutos:
      row.compras_com_tempo > 0 ? Math.round(row.compra_segundos / 60 / row.compras_com_tempo) : null,
    recuperadas: row.recuperadas,
    receita_recuperada_centavos: row.receita_recuperada_centavos,
    por_dia: porDia,
    funil: funnelOf(row.funil),
    objecoes: row.objecoes,
    transferencias: row.transferencias,
    pedidos_para_parar: row.pedidos_para_parar,
  };
}

/** Step texts' excerpts, kept while they are few: a read shows the same steps again and again. */
const excerpts = new Map<string, string>();
const EXCERPTS_KEPT = 1_000;

function excerptOf(texto: string): string {
  let excerpt = excerpts.get(texto);
  if (excerpt === undefined) {
    if (excerpts.size >= EXCERPTS_KEPT) excerpts.clear();
    excerpt = stepTextExcerpt(texto, RESULTS_STEP_TEXT_MAX_CHARS);
    excerpts.set(texto, excerpt);
  }
  return excerpt;
}

/** Rows in product and step order into one funnel per product; reached = stopped there or at a later step. */
function funnelOf(rows: readonly FunnelRow[]): ResultsFunnel[] {
  const funnels: ResultsFunnel[] = [];
  for (const row of rows) {
    const [productId, produto, leads, posicao, texto, pararam] = row;
    let funnel = funnels.at(-1);
    if (funnel?.produto_id !== productId) {
      funnel = { produto_id: productId, produto, leads, etapas: [] };
      funnels.push(funnel);
    }
    funnel.etapas.push({
      posicao,
      texto: texto === null ? null : excerptOf(texto),
      alcancaram: 0,
      pararam,
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
