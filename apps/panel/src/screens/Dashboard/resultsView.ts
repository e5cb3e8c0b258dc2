import type { DashboardResults } from '@agente/api';
import { formatBrl } from '@agente/rules';
import { formatInteger, formatPercent, type ResultsPanelState } from '@agente/ui';
import { RESULTS_COPY as COPY } from './results.copy.ts';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
const CENTS_PER_REAL = 100;

/** "45 min", "2 h 10 min", "3 dias 4 h": minutes read at the scale that matters. */
export function formatDuration(minutes: number): string {
  if (minutes < MINUTES_PER_HOUR) return COPY.minutes(minutes);
  if (minutes < MINUTES_PER_DAY)
    return COPY.hours(Math.floor(minutes / MINUTES_PER_HOUR), minutes % MINUTES_PER_HOUR);
  return COPY.days(
    Math.floor(minutes / MINUTES_PER_DAY),
    Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR),
  );
}

const money = (cents: number) => formatBrl(cents / CENTS_PER_REAL);

/** "2026-03-02" → "02/03" (the chart's axis) and "02/03/2026" (the table). */
function dayNames(iso: string): { short: string; full: string } {
  const [year, month, day] = iso.split('-');
  return { short: `${day}/${month}`, full: `${day}/${month}/${year}` };
}

/**
 * What the results panel shows for the server's figures, formatted in pt-BR. Loaded with the results' code, once the
 * panel comes near the screen (DashboardView), so the dashboard's first load does not carry it.
 */
export function resultsViewOf(data: DashboardResults): Extract<ResultsPanelState, { status: 'ready' }> {
  const conversion = data.leads_novos === 0 ? COPY.none : formatPercent(data.compradores / data.leads_novos);
  const average = data.tempo_medio_compra_minutos;
  return {
    status: 'ready',
    figures: [
      {
        id: 'vendas',
        label: COPY.figures.vendas,
        value: formatInteger(data.vendas),
        icon: 'people',
        tone: 'success',
      },
      {
        id: 'receita',
        label: COPY.figures.receita,
        value: money(data.receita_centavos),
        icon: 'gauge',
        tone: 'success',
      },
      { id: 'conversao', label: COPY.figures.conversao, value: conversion, icon: 'gauge', tone: 'info' },
      {
        id: 'tempo_medio',
        label: COPY.figures.tempoMedio,
        value: average === null ? COPY.none : formatDuration(average),
        icon: 'calendar',
        tone: 'info',
      },
      {
        id: 'recuperadas',
        label: COPY.figures.recuperadas,
        value: `${formatInteger(data.recuperadas)} (${money(data.receita_recuperada_centavos)})`,
        icon: 'messages',
        tone: 'success',
      },
      {
        id: 'sem_conversa',
        label: COPY.figures.semConversa,
        value: formatInteger(data.vendas_sem_conversa),
        icon: 'people',
      },
      {
        id: 'transferencias',
        label: COPY.figures.transferencias,
        value: formatInteger(data.transferencias),
        icon: 'messages',
      },
      {
        id: 'pedidos_para_parar',
        label: COPY.figures.pedidosParaParar,
        value: formatInteger(data.pedidos_para_parar),
        icon: 'messages',
      },
    ],
    days: data.por_dia.map((day) => ({
      label: dayNames(day.dia).short,
      leads: day.leads,
      sales: day.vendas,
    })),
    dayNames: data.por_dia.map((day) => dayNames(day.dia).full),
    funnels: data.funil.map((funnel) => ({
      title: COPY.funnelTitle(funnel.produto),
      rows: funnel.etapas.map((step) => ({
        step: COPY.stepName(step.posicao),
        description: step.texto ?? COPY.removedStep,
        reached: step.alcancaram,
        stopped: step.pararam,
      })),
    })),
    objections: data.objecoes.map((objection) => ({
      question: objection.pergunta,
      times: formatInteger(objection.vezes),
    })),
    isEmpty: data.leads_novos === 0 && data.vendas === 0 && data.vendas_sem_conversa === 0,
  };
}
