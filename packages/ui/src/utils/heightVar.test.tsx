import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeightVar } from './heightVar.ts';

const VARIABLE = 'var(--bottom-inset)';

/** The page has no layout engine here: each test says how tall the bar is and when it resizes. */
let barHeight = 0;
let resize: () => void = () => undefined;
const disconnect = vi.fn();

beforeEach(() => {
  barHeight = 56;
  disconnect.mockClear();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, 0, 375, barHeight),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect = disconnect;
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Layout({ hasBar }: { hasBar: boolean }) {
  const ref = useHeightVar(VARIABLE);
  return <div data-testid="layout">{hasBar && <div ref={ref}>Uma nova versão está disponível.</div>}</div>;
}

const inset = (container: HTMLElement) =>
  (container.querySelector('[data-testid="layout"]') as HTMLElement).style.getPropertyValue('--bottom-inset');

describe('useHeightVar', () => {
  it("gives the layout the bar's height as soon as the bar is there", () => {
    const { container } = render(<Layout hasBar />);
    expect(inset(container)).toBe('56px');
  });

  it('follows the bar when it grows (its text wraps onto a second line)', () => {
    const { container } = render(<Layout hasBar />);
    barHeight = 88;
    act(() => resize());
    expect(inset(container)).toBe('88px');
  });

  it('gives the room back and stops watching once the bar is gone', () => {
    const { container, rerender } = render(<Layout hasBar />);
    rerender(<Layout hasBar={false} />);
    expect(inset(container)).toBe('0px');
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it('leaves the layout alone while there is no bar', () => {
    const { container } = render(<Layout hasBar={false} />);
    expect(inset(container)).toBe('');
  });
});
