import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { product } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import OfertasScreen from './OfertasScreen.tsx';

// Intl writes "R$" and the amount with a no-break space between them.
const brl = (amount: string) => `R$\u00a0${amount}`;

const offers: Schemas['Offer'][] = [
  { id: 1, nome_oferta: null, preco: 97.9, link: 'pay.exemplo.com/kit-1' },
  { id: 2, nome_oferta: 'Kit 3 frascos', preco: 1497, link: 'https://pay.exemplo.com/kit-3' },
];

function renderOffers(routes: Record<string, Handler> = {}) {
  return renderScreen(OfertasScreen, {
    route: '/panel/ofertas/:id',
    path: '/panel/ofertas/3',
    routes: { 'GET /api/products/3/offers': () => json({ offers }), ...routes },
  });
}

describe('OfertasScreen', () => {
  it('lists the offers with their names (when given), R$ prices and links opened with https://', async () => {
    renderOffers();
    const list = await screen.findByRole('list', { name: 'Ofertas cadastradas' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^R\$ 97,90pay/);
    expect(items[1]).toHaveTextContent('Kit 3 frascosR$ 1.497,00');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: /pay\.exemplo\.com\/kit-1/ }),
    ).toHaveAttribute('href', 'https://pay.exemplo.com/kit-1');
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'https://pay.exemplo.com/kit-3',
    );
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('target', '_blank');
  });

  it('shows the navigation bar with the product links', async () => {
    renderOffers();
    const nav = screen.getByRole('navigation', { name: 'Navegação do produto' });
    expect(within(nav).getByRole('link', { name: 'Fluxo do Agente' })).toHaveAttribute(
      'href',
      '/panel/produto-detalhes/3',
    );
    expect(within(nav).getByRole('link', { name: 'Ofertas' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Voltar' })).toBeEnabled();
    await screen.findByRole('list', { name: 'Ofertas cadastradas' });
  });

  it('names the product and the screen in the bar once the product is read', async () => {
    renderOffers({ 'GET /api/products/3': () => json({ product }) });
    const nav = screen.getByRole('navigation', { name: 'Navegação do produto' });
    expect(await within(nav).findByText('Kit Capilar')).toBeInTheDocument();
    expect(nav).toHaveTextContent(/^Kit Capilar›Ofertas/);
  });

  it('validates the form with the spec messages and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers();
    await screen.findByRole('list', { name: 'Ofertas cadastradas' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));
    expect(screen.getByText('Preço é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Link é obrigatório')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Preço' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'não é link');
    await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));
    expect(screen.getByText('Preço deve ser maior que zero')).toBeInTheDocument();
    expect(screen.getByText('Link inválido')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/3/offers')).toHaveLength(0);
  });

  it.each([
    ['-5', 'Preço deve ser maior que zero'],
    ['-97,90', 'Preço deve ser maior que zero'],
    ['R$ -1.234,56', 'Preço deve ser maior que zero'],
    ['-R$ 10.555', 'Preço deve ser maior que zero'],
    ['−5', 'Preço deve ser maior que zero'],
    // A minus before something that is no amount is still unreadable.
    ['-abc', 'Preço inválido: use apenas números e vírgula para os centavos (ex.: 97,90).'],
  ])(
    'answers a price typed as %s with the rule it breaks, as the server would',
    async (typed, message) => {
      const user = userEvent.setup();
      const { api } = renderOffers();
      await screen.findByRole('list', { name: 'Ofertas cadastradas' });
      const preco = screen.getByRole('textbox', { name: 'Preço' });
      await user.type(preco, typed);
      await user.click(screen.getByRole('textbox', { name: 'Link' }));
      await user.paste('loja.com.br/x');
      await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));
      expect(preco).toHaveAccessibleDescription(message);
      expect(api.callsTo('POST /api/products/3/offers')).toHaveLength(0);
    },
    15_000,
  );

  it('creates an offer, sends the price as a decimal number and clears the form', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers({
      'POST /api/products/3/offers': () =>
        json({ offer: { id: 9, preco: 49.9, link: 'loja.com.br/x' } }, 201),
    });
    await screen.findByRole('list', { name: 'Ofertas cadastradas' });
    await user.type(screen.getByRole('textbox', { name: 'Preço' }), '49,90');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'loja.com.br/x');
    await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));

    const notifications = await screen.findByRole('region', { name: 'Notificações' });
    expect(await within(notifications).findByText('Oferta cadastrada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/3/offers')[0]?.body).toEqual({
      nome_oferta: null,
      preco: 49.9,
      link: 'loja.com.br/x',
    });
    expect(
      within(screen.getByRole('list', { name: 'Ofertas cadastradas' })).getByText('R$ 49,90'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('');
  });

  it('creates a named offer: the name is sent trimmed and shown above the price, the price field reads R$', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers({
      'POST /api/products/3/offers': ({ body }) => json({ offer: { id: 9, ...(body as object) } }, 201),
    });
    await screen.findByRole('list', { name: 'Ofertas cadastradas' });
    const preco = screen.getByRole('textbox', { name: 'Preço' });
    // The currency sits inside the field, before the amount.
    expect(preco.parentElement).toHaveTextContent(/^R\$$/);
    await user.type(screen.getByRole('textbox', { name: 'Nome da oferta' }), '  Kit 5 frascos ');
    await user.type(preco, '297');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'loja.com.br/kit5');
    await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));
    expect(await screen.findByText('Oferta cadastrada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/3/offers')[0]?.body).toEqual({
      nome_oferta: 'Kit 5 frascos',
      preco: 297,
      link: 'loja.com.br/kit5',
    });
    const items = within(screen.getByRole('list', { name: 'Ofertas cadastradas' })).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('Kit 5 frascosR$ 297,00');
    expect(screen.getByRole('textbox', { name: 'Nome da oferta' })).toHaveValue('');
  });

  it('refuses a name longer than 60 characters and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers();
    await screen.findByRole('list', { name: 'Ofertas cadastradas' });
    const nome = screen.getByRole('textbox', { name: 'Nome da oferta' });
    await user.click(nome);
    await user.paste('x'.repeat(61));
    await user.type(screen.getByRole('textbox', { name: 'Preço' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'loja.com.br/x');
    await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));
    expect(nome).toHaveAccessibleDescription(
      expect.stringContaining('Nome da oferta deve ter no máximo 60 caracteres'),
    );
    expect(api.callsTo('POST /api/products/3/offers')).toHaveLength(0);
  });

  it('edits the name of a named offer', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers({
      'PUT /api/products/3/offers/2': ({ body }) => json({ offer: { id: 2, ...(body as object) } }),
    });
    await user.click(
      await screen.findByRole('button', { name: `Editar: Kit 3 frascos — ${brl('1.497,00')}` }),
    );
    const nome = screen.getByRole('textbox', { name: 'Nome da oferta' });
    expect(nome).toHaveValue('Kit 3 frascos');
    await user.clear(nome);
    await user.type(nome, 'Kit trimestral');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Oferta atualizada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/3/offers/2')[0]?.body).toMatchObject({
      nome_oferta: 'Kit trimestral',
    });
    expect(screen.getByRole('list', { name: 'Ofertas cadastradas' })).toHaveTextContent('Kit trimestral');
  });

  it('reads a price typed with a dot for centavos as reais and centavos', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers({
      'POST /api/products/3/offers': ({ body }) => json({ offer: { id: 9, ...(body as object) } }, 201),
    });
    await screen.findByRole('list', { name: 'Ofertas cadastradas' });
    const preco = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(preco, '97.90');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'loja.com.br/x');
    // leaving the field shows how the amount was read
    expect(preco).toHaveValue('97,90');
    await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));
    expect(await screen.findByText('Oferta cadastrada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/3/offers')[0]?.body).toEqual({
      nome_oferta: null,
      preco: 97.9,
      link: 'loja.com.br/x',
    });
  });

  it('asks instead of guessing when a dot could be thousands or centavos', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers();
    await screen.findByRole('list', { name: 'Ofertas cadastradas' });
    const preco = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(preco, '10.555');
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'loja.com.br/x');
    expect(preco).toHaveValue('10.555');
    await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));
    expect(preco).toHaveAccessibleDescription(
      'Valor ambíguo: use vírgula para os centavos (ex.: 10,55) ou escreva o valor sem ponto (ex.: 10555).',
    );
    await user.clear(preco);
    await user.type(preco, '97,905');
    await user.click(screen.getByRole('button', { name: 'Cadastrar oferta' }));
    expect(
      screen.getByText('Preço inválido: use apenas números e vírgula para os centavos (ex.: 97,90).'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/products/3/offers')).toHaveLength(0);
  });

  it('edits an offer in the form and can cancel back to a new one', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers({
      'PUT /api/products/3/offers/1': ({ body }) => json({ offer: { id: 1, ...(body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: `Editar: ${brl('97,90')}` }));
    expect(screen.getByRole('heading', { name: 'Editar oferta' })).toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: 'Link' });
    expect(screen.getByRole('textbox', { name: 'Preço' })).toHaveValue('97,90');
    expect(link).toHaveValue('pay.exemplo.com/kit-1');
    await user.clear(link);
    await user.type(link, 'pay.exemplo.com/kit-2');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Oferta atualizada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/3/offers/1')[0]?.body).toEqual({
      nome_oferta: null,
      preco: 97.9,
      link: 'pay.exemplo.com/kit-2',
    });
    expect(screen.getByRole('heading', { name: 'Nova oferta' })).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderOffers({ 'DELETE /api/products/3/offers/2': () => json({ message: 'ok' }) });
    await user.click(
      await screen.findByRole('button', { name: `Excluir: Kit 3 frascos — ${brl('1.497,00')}` }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir oferta' });
    expect(dialog).toHaveTextContent('Deseja excluir a oferta de Kit 3 frascos — R$ 1.497,00?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE /api/products/3/offers/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Excluir: Kit 3 frascos — ${brl('1.497,00')}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Oferta excluída com sucesso!')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Ofertas cadastradas' })).queryByText('R$ 1.497,00'),
    ).not.toBeInTheDocument();
  });

  it("shows the server's message, or the default, when a call fails", async () => {
    renderOffers({ 'GET /api/products/3/offers': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar ofertas')).toBeInTheDocument();
  });

  it('a list that failed to load is loaded again from "Tentar novamente"', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderOffers({
      'GET /api/products/3/offers': () => {
        attempts += 1;
        return attempts === 1 ? fail(503, '') : json({ offers });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    const list = await screen.findByRole('list', { name: 'Ofertas cadastradas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(offers.length);
    expect(screen.queryByText('Erro ao carregar ofertas')).not.toBeInTheDocument();
  });

  it('says why a delete failed and keeps the offer', async () => {
    const user = userEvent.setup();
    renderOffers({ 'DELETE /api/products/3/offers/1': () => fail(404, 'Oferta não encontrada.') });
    await user.click(await screen.findByRole('button', { name: `Excluir: ${brl('97,90')}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    // A failed action is said in the toast corner, not in a banner over the page.
    const notifications = await screen.findByRole('region', { name: 'Notificações' });
    expect(await within(notifications).findByText('Oferta não encontrada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Ofertas cadastradas' })).getByText('R$ 97,90'),
    ).toBeInTheDocument();
  });
});
