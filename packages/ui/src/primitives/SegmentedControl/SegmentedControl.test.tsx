import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl.tsx';

const ORDERS = [
  { id: 'nome', label: 'Nome' },
  { id: 'data', label: 'Data' },
  { id: 'plano', label: 'Plano' },
] as const;
type Order = (typeof ORDERS)[number]['id'];

function renderPicker(onChange = vi.fn()) {
  function Picker() {
    const [order, setOrder] = useState<Order>('data');
    return (
      <>
        <button type="button">Antes</button>
        <SegmentedControl
          label="Ordenar por:"
          options={ORDERS}
          selectedKey={order}
          onSelectionChange={(next) => {
            onChange(next);
            setOrder(next);
          }}
        />
        <button type="button">Depois</button>
      </>
    );
  }
  render(<Picker />);
  return { onChange, radio: (name: string) => screen.getByRole('radio', { name }) };
}

describe('SegmentedControl', () => {
  it('is a radio group named by its label, with the selected option checked', () => {
    const { radio } = renderPicker();
    expect(screen.getByRole('radiogroup', { name: 'Ordenar por:' })).toBeInTheDocument();
    expect(radio('Data')).toBeChecked();
    expect(radio('Nome')).not.toBeChecked();
  });

  it('is one Tab stop on the selected option; the arrows move the focus, Space picks', async () => {
    const user = userEvent.setup();
    const { onChange, radio } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Antes' }));
    await user.tab();
    expect(radio('Data')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Plano')).toHaveFocus();
    // The row ends there: no wrapping round to the first option.
    await user.keyboard('{ArrowRight}');
    expect(radio('Plano')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(radio('Data')).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft} ');
    expect(onChange).toHaveBeenLastCalledWith('nome');
    expect(radio('Nome')).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Depois' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(radio('Nome')).toHaveFocus();
  });

  it('keeps the selected option when it is pressed again', async () => {
    const user = userEvent.setup();
    const { onChange, radio } = renderPicker();
    await user.click(radio('Data'));
    expect(onChange).not.toHaveBeenCalled();
    expect(radio('Data')).toBeChecked();
  });
});
