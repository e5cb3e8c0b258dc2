import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chartColors.ts';
import type { DailyChartProps } from './chartTypes.ts';

/**
 * New leads and sales per day, side by side. Loaded on its own (the chart library with it) only when the
 * dashboard shows it; the table beside it carries the same figures for screen readers and keyboards.
 */
export default function DailyChart({ rows, leadsLabel, salesLabel }: DailyChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...rows]}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="label" tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar dataKey="leads" name={leadsLabel} fill={CHART_COLORS.leads} isAnimationActive={false} />
        <Bar dataKey="sales" name={salesLabel} fill={CHART_COLORS.sales} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
