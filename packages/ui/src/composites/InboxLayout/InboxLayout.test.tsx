import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxLayout } from './InboxLayout.tsx';
import { InboxThreadTitle } from './InboxThreadTitle.tsx';

/** The screen is as wide as the test says: only the wide query (side by side) answers to it. */
function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width: 1024px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A list of two rows opening a conversation, and the way back, as the address would switch the panes. */
function Inbox({ loads = false }: { loads?: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(!loads);
  return (
    <InboxLayout
      title="Conversas"
      listLabel="Lista de conversas"
      listHeader={null}
      list={['Ana Lima', 'Bruno Reis'].map((name) => (
        <button key={name} type="button" onClick={() => setOpen(name)}>
          {name}
        </button>
      ))}
      narrowPane={open ? 'thread' : 'list'}
      thread={
        open && (
          <>
            <button type="button" onClick={() => setOpen(null)}>
              Voltar
            </button>
            {loaded ? (
              <InboxThreadTitle>{open}</InboxThreadTitle>
            ) : (
              <button type="button" onClick={() => setLoaded(true)}>
                Carregar
              </button>
            )}
          </>
        )
      }
    />
  );
}

const h1Names = () => screen.queryAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InboxLayout', () => {
  it('on a phone, makes the open conversation the page: its title the one h1, focused, and back to the row', () => {
    screenIsWide(false);
    render(<Inbox />);
    expect(h1Names()).toEqual(['Conversas']);
    const row = screen.getByRole('button', { name: 'Bruno Reis' });
    act(() => row.focus());
    act(() => row.click());
    expect(h1Names()).toEqual(['Bruno Reis']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Voltar' }).click());
    expect(h1Names()).toEqual(['Conversas']);
    expect(screen.getByRole('button', { name: 'Bruno Reis' })).toHaveFocus();
  });

  it('on a phone, gives the focus to the title once the conversation has loaded, and only then', () => {
    screenIsWide(false);
    render(<Inbox loads />);
    act(() => screen.getByRole('button', { name: 'Ana Lima' }).click());
    const loading = screen.getByRole('button', { name: 'Carregar' });
    act(() => loading.focus());
    act(() => loading.click());
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Lima' })).toHaveFocus();
  });

  it('side by side, keeps "Conversas" the one h1 and the focus in the list while conversations open', () => {
    screenIsWide(true);
    render(<Inbox />);
    const row = screen.getByRole('button', { name: 'Ana Lima' });
    act(() => row.focus());
    act(() => row.click());
    expect(h1Names()).toEqual(['Conversas']);
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Lima' })).toBeInTheDocument();
    expect(row).toHaveFocus();
  });
});
