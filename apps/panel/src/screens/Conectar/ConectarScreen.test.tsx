import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, type Handler, json } from '../../testing/fakeApi.ts';
import { customer } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import ConectarScreen from './ConectarScreen.tsx';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const QR_ONLY = { provedor: 'qr_code', provedores: ['qr_code'], api_oficial: null };
const BOTH = { provedor: 'qr_code', provedores: ['qr_code', 'api_oficial'], api_oficial: null };
const CLOUD = {
  phone_number_id: '106540352242922',
  business_account_id: '102290129340398',
  nome_verificado: 'Loja Exemplo',
  numero: '+55 11 98888-7777',
};
const TOKEN = 'EAAGm0PX4ZCpsBAKZCZBexemplo';

/** Status answers in order; the last one repeats. */
function statuses(...answers: string[]): Handler {
  let call = 0;
  return () => json({ status: answers[Math.min(call++, answers.length - 1)] });
}

function renderConnect(routes: Record<string, Handler> = {}, user = customer) {
  return renderScreen(ConectarScreen, {
    route: '/panel/conectar-agente',
    path: '/panel/conectar-agente',
    user,
    routes: {
      'GET /api/conexao/status': statuses('disconnected'),
      'PUT /api/auth/me': ({ body }) => json({ user: { ...user, ...(body as object) } }),
      'POST /api/conexao': () => json({ qr_code: QR, status: 'pending' }),
      'DELETE /api/conexao': () => json({ message: 'Dispositivo desconectado com sucesso.' }),
      'GET /api/conexao/provedor': () => json(QR_ONLY),
      ...routes,
    },
  });
}

/** Moves the clock (polling 2 s, countdown 1 s, reload 1 s) and lets the answers land. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// Sixty seconds of countdown and polling run on the fake clock; a busy machine needs more than 5 s for that.
describe('ConectarScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it("says 'Não autorizado' and calls nothing without a stored token", async () => {
    const { api } = renderConnect({}, null as never);
    expect(await screen.findByText('Não autorizado')).toBeInTheDocument();
    expect(api.callsTo('GET /api/conexao/status')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Gerar QR Code' })).not.toBeInTheDocument();
  });

  it('shows the registered number, its status and the phone field filled with it', async () => {
    renderConnect();
    const field = await screen.findByRole('textbox', { name: 'Número do WhatsApp' });
    expect(field).toHaveValue('5511988887777');
    expect(screen.getByText('(11) 98888-7777')).toBeInTheDocument();
    expect(screen.getByText('Desconectado')).toBeInTheDocument();
    expect(screen.getByText(/Inclua o código do país \(55\) e o DDD/)).toBeInTheDocument();
  });

  it('keeps digits only, at most 13, and refuses a number out of the format', async () => {
    const user = setupUser();
    const { api } = renderConnect({}, { ...customer, user_phone: null });
    const field = await screen.findByRole('textbox', { name: 'Número do WhatsApp' });
    expect(screen.getByText('Nenhum número cadastrado')).toBeInTheDocument();
    await user.type(field, '(11) 98888-7777');
    expect(field).toHaveValue('11988887777');
    await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));
    expect(screen.getByText('O número de telefone deve estar no formato 5511988887777')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/me')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '551198888777712345');
    expect(field).toHaveValue('5511988887777');
  });

  it('saves the number, shows the QR code with its countdown and polls until connected', async () => {
    const user = setupUser();
    const { api, reloadPage } = renderConnect({
      'GET /api/conexao/status': statuses('disconnected', 'pending', 'pending', 'connected'),
    });
    const field = await screen.findByRole('textbox', { name: 'Número do WhatsApp' });
    await user.clear(field);
    await user.type(field, '5521977776666');
    await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));

    expect(await screen.findByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toHaveAttribute(
      'src',
      QR,
    );
    expect(api.callsTo('PUT /api/auth/me')[0]?.body).toEqual({
      name: customer.name,
      email: customer.email,
      user_phone: '5521977776666',
    });
    expect(api.callsTo('POST /api/conexao')).toHaveLength(1);
    expect(screen.getByText('Expira em 60s')).toBeInTheDocument();
    // The session now carries the new number.
    expect(await screen.findByText('(21) 97777-6666')).toBeInTheDocument();

    await advance(2_000);
    expect(await screen.findByText('Aguardando escaneamento do QR Code...')).toBeInTheDocument();
    expect(screen.getByText('Expira em 58s')).toBeInTheDocument();
    expect(screen.getByText('Aguardando leitura')).toBeInTheDocument();

    await advance(4_000);
    expect(await screen.findByText('Dispositivo conectado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR Code para conectar o WhatsApp' })).not.toBeInTheDocument();
    const checks = api.callsTo('GET /api/conexao/status').length;
    expect(reloadPage).not.toHaveBeenCalled();

    await advance(1_000);
    expect(reloadPage).toHaveBeenCalledOnce();
    await advance(4_000);
    expect(api.callsTo('GET /api/conexao/status')).toHaveLength(checks);
  });

  it('keeps polling once the countdown is over, and stops when the user asks', async () => {
    const user = setupUser();
    const { api } = renderConnect({ 'GET /api/conexao/status': statuses('disconnected', 'pending') });
    await user.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    await screen.findByRole('img', { name: 'QR Code para conectar o WhatsApp' });

    await advance(60_000);
    expect(screen.getByText('QR Code expirado')).toBeInTheDocument();
    await advance(2_000);
    expect(screen.getByText('Timer expirado, mas continuando tentativas...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Parar verificação' }));
    expect(await screen.findByText('Polling interrompido pelo usuário.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR Code para conectar o WhatsApp' })).not.toBeInTheDocument();
    const checks = api.callsTo('GET /api/conexao/status').length;
    await advance(6_000);
    expect(api.callsTo('GET /api/conexao/status')).toHaveLength(checks);
    expect(screen.getByRole('button', { name: 'Gerar QR Code' })).toBeEnabled();
  });

  it('says when a status check fails and tries again', async () => {
    const user = setupUser();
    let checks = 0;
    renderConnect({
      'GET /api/conexao/status': () =>
        ++checks === 2 ? fail(502, 'Serviço indisponível') : json({ status: 'pending' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    await screen.findByRole('img', { name: 'QR Code para conectar o WhatsApp' });
    await advance(2_000);
    expect(await screen.findByText('Erro ao verificar status. Tentando novamente...')).toBeInTheDocument();
    await advance(2_000);
    expect(await screen.findByText('Aguardando escaneamento do QR Code...')).toBeInTheDocument();
  });

  it("reports the service's refusal once, as the server words it, and a QR code that did not come", async () => {
    const user = setupUser();
    const { api } = renderConnect({
      'POST /api/conexao': () => fail(502, 'Erro na API (500): Sessão travada'),
    });
    await user.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText('Erro na API (500): Sessão travada')).toBeInTheDocument();
    expect(screen.queryByText(/Erro na API \(502\)/)).not.toBeInTheDocument();

    api.on('POST /api/conexao', () =>
      fail(502, 'Erro ao conectar com a API do WhatsApp. Verifique sua conexão.'),
    );
    await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));
    expect(
      await screen.findByText('Erro ao conectar com a API do WhatsApp. Verifique sua conexão.'),
    ).toBeInTheDocument();

    api.on('POST /api/conexao', () => json({ qr_code: '', status: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText('Erro: QR Code não foi gerado pela API.')).toBeInTheDocument();
  });

  it('shows the missing QR code message, not a blank page, when a success answer has no QR code', async () => {
    const user = setupUser();
    renderConnect({ 'POST /api/conexao': () => json({ status: 'pending' }) });
    await user.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText('Erro: QR Code não foi gerado pela API.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar QR Code' })).toBeEnabled();
  });

  it("words a refused QR code as 'Erro na API ({status}): {message}', the server's message inside", async () => {
    const user = setupUser();
    const { api } = renderConnect({ 'POST /api/conexao': () => fail(502, 'Serviço fora') });
    await user.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText('Erro na API (502): Serviço fora')).toBeInTheDocument();

    api.on('POST /api/conexao', () => fail(500, ''));
    await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText('Erro na API (500): Erro desconhecido')).toBeInTheDocument();

    const taken =
      'Este número já está conectado ao WhatsApp de outra conta. Desconecte-o nessa conta ou use outro número.';
    api.on('POST /api/conexao', () => fail(409, taken, 'TELEFONE_EM_USO'));
    await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText(`Erro na API (409): ${taken}`)).toBeInTheDocument();
  });

  it("shows a refused phone save (not the QR code's call) as the server words it", async () => {
    const user = setupUser();
    const { api } = renderConnect({
      'PUT /api/auth/me': () => fail(409, 'Telefone já cadastrado em outra conta'),
    });
    await user.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText('Telefone já cadastrado em outra conta')).toBeInTheDocument();
    expect(api.callsTo('POST /api/conexao')).toHaveLength(0);
  });

  it("disconnects only after 'Desconectar Agente' is confirmed", async () => {
    const user = setupUser();
    const { api } = renderConnect({ 'GET /api/conexao/status': statuses('connected') });
    await user.click(await screen.findByRole('button', { name: 'Desconectar Agente' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Desconectar agente' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE /api/conexao')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desconectar Agente' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Dispositivo desconectado com sucesso.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/conexao')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Gerar QR Code' })).toBeInTheDocument();
  });

  it('says when disconnecting failed and stays connected', async () => {
    const user = setupUser();
    renderConnect({
      'GET /api/conexao/status': statuses('connected'),
      'DELETE /api/conexao': () => fail(502, 'Falhou'),
    });
    await user.click(await screen.findByRole('button', { name: 'Desconectar Agente' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Erro ao desconectar. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Desconectar Agente' })).toBeInTheDocument();
  });

  describe('API oficial do WhatsApp', () => {
    it('offers no choice when the server only connects by QR code', async () => {
      renderConnect();
      await screen.findByRole('textbox', { name: 'Número do WhatsApp' });
      expect(screen.queryByRole('radio', { name: 'API oficial do WhatsApp' })).not.toBeInTheDocument();
    });

    it('checks the fields, sends the ids and token, then shows the verified name and number without the token', async () => {
      const user = setupUser();
      let connected = false;
      const { api } = renderConnect({
        'GET /api/conexao/provedor': () =>
          json(connected ? { ...BOTH, provedor: 'api_oficial', api_oficial: CLOUD } : BOTH),
        'GET /api/conexao/status': () => json({ status: connected ? 'connected' : 'disconnected' }),
        'PUT /api/conexao/api-oficial': () => {
          connected = true;
          return json(CLOUD);
        },
      });
      await user.click(await screen.findByRole('radio', { name: 'API oficial do WhatsApp' }));
      expect(screen.queryByRole('textbox', { name: 'Número do WhatsApp' })).not.toBeInTheDocument();
      const numberId = screen.getByRole('textbox', { name: 'ID do número de telefone' });
      await user.type(numberId, '123');
      await user.click(screen.getByRole('button', { name: 'Conectar pela API oficial' }));
      expect(
        screen.getByText('O ID do número de telefone tem só números (ex.: 106540352242922).'),
      ).toBeInTheDocument();
      expect(screen.getByText('Informe o ID da conta do WhatsApp Business.')).toBeInTheDocument();
      expect(screen.getByText('Informe o token de acesso.')).toBeInTheDocument();
      expect(api.callsTo('PUT /api/conexao/api-oficial')).toHaveLength(0);

      await user.clear(numberId);
      await user.type(numberId, CLOUD.phone_number_id);
      await user.type(
        screen.getByRole('textbox', { name: 'ID da conta do WhatsApp Business' }),
        CLOUD.business_account_id,
      );
      await user.type(screen.getByLabelText('Token de acesso'), TOKEN);
      await user.click(screen.getByRole('button', { name: 'Conectar pela API oficial' }));

      expect(await screen.findByText('Loja Exemplo')).toBeInTheDocument();
      expect(screen.getByText('(11) 98888-7777')).toBeInTheDocument();
      expect(screen.getByText('Conectado')).toBeInTheDocument();
      expect(api.callsTo('PUT /api/conexao/api-oficial')[0]?.body).toEqual({
        phone_number_id: CLOUD.phone_number_id,
        business_account_id: CLOUD.business_account_id,
        access_token: TOKEN,
      });
      expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
      // The owner's phone commands do not exist there: the panel's controls are offered instead.
      expect(
        screen.getByText(/Os comandos # e \* enviados do celular não funcionam na API oficial/),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Abrir Conversas' })).toHaveAttribute(
        'href',
        '/panel/conversas',
      );
    });

    it("shows Meta's refusal under the token and another account's number under its id", async () => {
      const user = setupUser();
      const refusal =
        'A Meta não aceitou esses dados: Invalid OAuth access token. Confira o ID do número de telefone e o token de acesso.';
      const { api } = renderConnect({
        'GET /api/conexao/provedor': () => json(BOTH),
        'PUT /api/conexao/api-oficial': () => fail(400, refusal, 'VALIDACAO'),
      });
      await user.click(await screen.findByRole('radio', { name: 'API oficial do WhatsApp' }));
      await user.type(
        screen.getByRole('textbox', { name: 'ID do número de telefone' }),
        CLOUD.phone_number_id,
      );
      await user.type(
        screen.getByRole('textbox', { name: 'ID da conta do WhatsApp Business' }),
        CLOUD.business_account_id,
      );
      const token = screen.getByLabelText('Token de acesso');
      await user.type(token, TOKEN);
      await user.click(screen.getByRole('button', { name: 'Conectar pela API oficial' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(token).toHaveAttribute('aria-invalid', 'true');

      const inUse = 'Este número já está conectado pela API oficial em outra conta.';
      api.on('PUT /api/conexao/api-oficial', () => fail(409, inUse, 'TELEFONE_EM_USO'));
      await user.click(screen.getByRole('button', { name: 'Conectar pela API oficial' }));
      expect(await screen.findByText(inUse)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'ID do número de telefone' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.getByText('Desconectado')).toBeInTheDocument();
    });
  });
});
