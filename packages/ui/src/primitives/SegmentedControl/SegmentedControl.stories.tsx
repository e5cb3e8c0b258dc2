import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl.tsx';

const PERIODS = [
  { id: 'mes_anterior', label: 'Mês anterior' },
  { id: 'ultimos_14', label: 'Últimos 14 dias' },
  { id: 'ultimos_7', label: 'Últimos 7 dias' },
  { id: 'hoje', label: 'Hoje' },
  { id: 'mes_atual', label: 'Mês atual' },
] as const;
type Period = (typeof PERIODS)[number]['id'];

const onPeriodChange = fn();

function PeriodPicker() {
  const [period, setPeriod] = useState<Period>('hoje');
  return (
    <SegmentedControl
      label="Período:"
      options={PERIODS}
      selectedKey={period}
      onSelectionChange={(next) => {
        onPeriodChange(next);
        setPeriod(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/SegmentedControl',
  component: PeriodPicker,
} satisfies Meta<typeof PeriodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hoje is the default; a click or arrow keys + Space pick another period; one stays selected. */
export const KanbanPeriod: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Hoje' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Últimos 7 dias' }));
    await expect(onPeriodChange).toHaveBeenLastCalledWith('ultimos_7');
    await expect(canvas.getByRole('radio', { name: 'Últimos 7 dias' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Hoje' })).not.toBeChecked();
    // Pressing the selected option again keeps it selected.
    await userEvent.click(canvas.getByRole('radio', { name: 'Últimos 7 dias' }));
    await expect(canvas.getByRole('radio', { name: 'Últimos 7 dias' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(canvas.getByRole('radio', { name: 'Últimos 14 dias' })).toBeChecked();
    await expect(onPeriodChange).toHaveBeenLastCalledWith('ultimos_14');
  },
};
