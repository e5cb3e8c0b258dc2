import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chartColors.ts';
import type { FunnelChartProps } from './chartTypes.ts';

/** How many leads reached each flow step and how many stopped there; loaded only when the dashboard shows it. */
export default function FunnelChart({ rows, reachedLabel, stoppedLabel }: FunnelChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...rows]}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="step" tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar dataKey="reached" name={reachedLabel} fill={CHART_COLORS.reached} isAnimationActive={false} />
        <Bar dataKey="stopped" name={stoppedLabel} fill={CHART_COLORS.axis} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
