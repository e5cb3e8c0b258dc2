import { act, render, screen as view } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from './routes.tsx';

function Tela() {
  return <p>Tela pronta</p>;
}

function renderScreen(Screen: ReturnType<typeof screen>) {
  return render(
    <Suspense fallback={<p>Carregando tela</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('a screen loaded on demand', () => {
  it('shows at once, without the loading state, when its code was asked for beforehand', async () => {
    const Screen = screen(async () => ({ default: Tela }));
    await Screen.preload();
    renderScreen(Screen);
    expect(view.getByText('Tela pronta')).toBeInTheDocument();
    expect(view.queryByText('Carregando tela')).not.toBeInTheDocument();
  });

  it('downloads its code once however often it is asked for', async () => {
    let downloads = 0;
    const Screen = screen(async () => {
      downloads += 1;
      return { default: Tela };
    });
    await Promise.all([Screen.preload(), Screen.preload()]);
    renderScreen(Screen);
    expect(downloads).toBe(1);
  });

  it('asks for its code again when rendered after a failed download', async () => {
    let attempts = 0;
    const Screen = screen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('rede caiu');
      return { default: Tela };
    });
    await expect(Screen.preload()).rejects.toThrow('rede caiu');
    await act(async () => {
      renderScreen(Screen);
    });
    expect(await view.findByText('Tela pronta')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
