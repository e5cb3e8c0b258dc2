import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TIMEOUT_MS } from '../../constants.ts';
import { createToastQueue, showToast, ToastRegion } from './ToastRegion.tsx';

describe('ToastRegion', () => {
  afterEach(() => vi.useRealTimers());

  it('announces a toast in a named region and closes it by itself after the timeout', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { tone: 'success', message: 'Agente atualizado com sucesso!' });
    });
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(within(region).getByRole('alertdialog', { name: 'Agente atualizado com sucesso!' })).toBeVisible();

    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1));
    expect(screen.getByText('Agente atualizado com sucesso!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Agente atualizado com sucesso!')).not.toBeInTheDocument();
  });

  it('runs the action and closes the toast when its button is pressed', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { tone: 'info', message: 'Agente pausado', action: { label: 'Desfazer', onAction } });
    });
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText('Agente pausado')).not.toBeInTheDocument();
  });
});
