/** One day of the daily chart: its short label ("02/03") and the day's figures. */
export interface DailyPoint {
  label: string;
  leads: number;
  sales: number;
}

export interface DailyChartProps {
  rows: readonly DailyPoint[];
  leadsLabel: string;
  salesLabel: string;
}

/** One flow step of a funnel: its short name ("Etapa 2") and how many leads reached it and stopped there. */
export interface FunnelPoint {
  step: string;
  /** The start of the step's text, shown in the table. */
  description: string;
  reached: number;
  stopped: number;
}

export interface FunnelChartProps {
  rows: readonly FunnelPoint[];
  reachedLabel: string;
  stoppedLabel: string;
}
