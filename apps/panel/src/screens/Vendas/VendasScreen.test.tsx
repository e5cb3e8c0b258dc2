import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../testing/fakeApi.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import VendasScreen from './VendasScreen.tsx';

const BASE = 'http://localhost/api/webhooks/vendas';
const SETTINGS = {
  enderecos: {
    hotmart: `${BASE}/hotmart/a/b`,
    kiwify: `${BASE}/kiwify/a/b`,
    generico: `${BASE}/generico/a/b`,
  },
  obrigado: { ativo: false, texto: '' },
  recuperacao: {
    ativo: true,
    texto: 'Seu pix ainda está aberto!',
    atraso_minutos: 30,
    modelo: { nome: 'pagamento_pendente', idioma: 'pt_BR', variaveis: ['{nome}'] },
  },
};

function renderVendas() {
  return renderScreen(VendasScreen, {
    route: '/panel/vendas',
    path: '/panel/vendas',
    routes: {
      'GET /api/vendas/configuracao': () => json(SETTINGS),
      'PUT /api/vendas/configuracao': ({ body }) => json({ ...SETTINGS, ...(body as object) }),
    },
  });
}

describe('VendasScreen: the recovery message’s approved template', { timeout: 30_000 }, () => {
  it('shows the stored template, refuses a name out of shape at its field, and saves the one typed', async () => {
    const user = userEvent.setup();
    const { api } = renderVendas();
    const name = await screen.findByRole('textbox', { name: 'Nome do modelo' });
    expect(name).toHaveValue('pagamento_pendente');
    expect(screen.getByRole('textbox', { name: 'Variáveis do modelo' })).toHaveValue('{nome}');

    await user.clear(name);
    await user.click(name);
    await user.paste('Pagamento Pendente');
    await user.click(screen.getByRole('button', { name: 'Salvar mensagens' }));
    expect(
      screen.getByText('O nome do modelo tem só letras minúsculas, números e _ (ex.: lembrete_carrinho).'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/vendas/configuracao')).toHaveLength(0);

    await user.clear(name);
    await user.click(name);
    await user.paste('lembrete_pix');
    await user.click(screen.getByRole('button', { name: 'Salvar mensagens' }));
    expect(await screen.findByText('Mensagens salvas')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/vendas/configuracao')[0]?.body).toEqual({
      obrigado: SETTINGS.obrigado,
      recuperacao: {
        ...SETTINGS.recuperacao,
        modelo: { nome: 'lembrete_pix', idioma: 'pt_BR', variaveis: ['{nome}'] },
      },
    });
  });

  it('a blank name saves no template', async () => {
    const user = userEvent.setup();
    const { api } = renderVendas();
    await user.clear(await screen.findByRole('textbox', { name: 'Nome do modelo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar mensagens' }));
    expect(await screen.findByText('Mensagens salvas')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/vendas/configuracao')[0]?.body).toMatchObject({
      recuperacao: { modelo: null },
    });
  });
});
