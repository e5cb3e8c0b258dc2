import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, renderFluxo } from './testing/fluxoFixtures.ts';

const stepList = () => screen.findByRole('list', { name: 'Etapas do fluxo' });

describe('FluxoScreen: the page around the steps and the media', () => {
  it('reads its own product and names it in the intro', async () => {
    const { api } = renderFluxo();
    expect(
      await screen.findByText(
        'Monte, etapa por etapa, as mensagens que o agente envia aos leads de Kit Capilar.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/products/3')).toHaveLength(1);
  });

  it("says 'Erro ao carregar produto' when the product cannot be read", async () => {
    renderFluxo({ 'GET /api/products/3': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar produto')).toBeInTheDocument();
  });

  it('shows the product bar with the flow as the current screen', async () => {
    renderFluxo();
    const nav = screen.getByRole('navigation', { name: 'Navegação do produto' });
    expect(within(nav).getByRole('link', { name: 'Fluxo do Agente' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Kanban' })).toHaveAttribute('href', '/panel/kanban/3');
    await stepList();
    expect(await screen.findByText(/leads de Kit Capilar/)).toBeInTheDocument();
  });
});
