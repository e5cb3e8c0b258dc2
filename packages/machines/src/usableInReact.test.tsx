// @vitest-environment happy-dom
import type { SupportReply } from '@agente/api';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { successMessageMachine } from './feedbackTimer/feedbackTimerMachine.ts';
import { type SupportMessageInput, supportChatMachine } from './supportChat/supportChatMachine.ts';

// The apps run the machines through @xstate/react on the browser's own timers; no timer lives in a screen.

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function SavedBanner() {
  const [snapshot, send] = useMachine(successMessageMachine);
  return (
    <div>
      <button
        type="button"
        onClick={() => send({ type: 'feedback.show', message: 'Oferta cadastrada com sucesso!' })}
      >
        Salvar
      </button>
      {snapshot.context.message && <p role="status">{snapshot.context.message}</p>}
    </div>
  );
}

function Chat({ reply }: { reply: (input: SupportMessageInput) => Promise<SupportReply[]> }) {
  const [snapshot, send] = useMachine(
    supportChatMachine.provide({ actors: { sendMessage: fromPromise(({ input }) => reply(input)) } }),
    { input: { userId: 7, sessionStartedAt: 1_000 } },
  );
  return (
    <div>
      <input
        aria-label="Mensagem"
        value={snapshot.context.draft}
        onChange={(e) => send({ type: 'user.type', text: e.target.value })}
      />
      <button type="button" onClick={() => send({ type: 'user.send' })}>
        Enviar
      </button>
      <ul>
        {snapshot.context.messages.map((message) => (
          <li key={message.id}>{message.content}</li>
        ))}
      </ul>
      {snapshot.context.isTyping && <p>digitando...</p>}
    </div>
  );
}

describe('machines in React (useMachine)', () => {
  it('a success message disappears after 3 s on the real timer API', async () => {
    render(<SavedBanner />);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('status').textContent).toBe('Oferta cadastrada com sucesso!');
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(screen.queryByRole('status')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the chat shows the question, then typing, then the reply', async () => {
    const reply = vi.fn(async () => [{ resposta: 'Claro! Como posso ajudar?' }]);
    render(<Chat reply={reply} />);

    fireEvent.change(screen.getByRole('textbox', { name: 'Mensagem' }), { target: { value: 'Oi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByText('Oi')).toBeTruthy();
    expect(screen.getByText('digitando...')).toBeTruthy();
    expect(reply).toHaveBeenCalledWith(expect.objectContaining({ message: 'Oi', session_id: '7-1000' }));
    await act(() => vi.advanceTimersByTimeAsync(1_250));
    expect(screen.getByText('Claro! Como posso ajudar?')).toBeTruthy();
    expect(screen.queryByText('digitando...')).toBeNull();
  });
});
