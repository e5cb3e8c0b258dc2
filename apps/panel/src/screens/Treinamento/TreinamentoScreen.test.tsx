import { createSiteConfig, DEMO_ADDRESSES } from '@agente/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { setSiteConfig } from '../../testing/siteConfig.ts';
import TreinamentoScreen from './TreinamentoScreen.tsx';

// The product writes the demo's lesson videos into the page it serves outside production; the test reads the same.
beforeEach(() => setSiteConfig(createSiteConfig({}, DEMO_ADDRESSES)));

const renderTraining = () =>
  renderScreen(TreinamentoScreen, { route: '/panel/treinamento', path: '/panel/treinamento' });

describe('TreinamentoScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Montando seu Fluxo' and the four short lessons, none loaded before play", () => {
    const { container } = renderTraining();
    expect(screen.getByRole('heading', { level: 2, name: 'Montando seu Fluxo' })).toBeInTheDocument();
    const lessons = screen.getByRole('list', { name: 'Aulas rápidas' });
    expect(
      within(lessons)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Boas práticas no fluxo', 'Cadastrando mídias', 'Comandos do agente', 'Cadastrando links']);
    expect(container.querySelector('video, iframe')).toBeNull();
  });

  it("writes on each poster which lesson it is, numbered in the page's order", () => {
    renderTraining();
    expect(
      within(screen.getByRole('article', { name: 'Montando seu Fluxo' })).getByText(
        'Aula 1 — Montando seu Fluxo',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Cadastrando links' })).getByText(
        'Aula 5 — Cadastrando links',
      ),
    ).toBeInTheDocument();
    // The play button keeps its own name; the caption is for the eye.
    expect(screen.getByRole('button', { name: 'Assistir: Cadastrando links' })).toBeInTheDocument();
  });

  it("copies a lesson's link and says 'Link copiado!' for 1.5 s", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTraining();
    const lesson = screen.getByRole('article', { name: 'Cadastrando mídias' });
    await user.click(within(lesson).getByRole('button', { name: 'Compartilhar: Cadastrando mídias' }));

    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/demo/treino-3.mp4`);
    expect(within(lesson).getByRole('button', { name: 'Link copiado!' })).toBeInTheDocument();
    // Only the lesson shared says so.
    const other = screen.getByRole('article', { name: 'Comandos do agente' });
    expect(within(other).queryByRole('button', { name: 'Link copiado!' })).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(1_400);
    expect(within(lesson).getByRole('button', { name: 'Link copiado!' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(200);
    expect(within(lesson).queryByRole('button', { name: 'Link copiado!' })).not.toBeInTheDocument();
  });
});
