import { createSiteConfig } from '@agente/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../siteConfig.ts';
import { deferred, fail, type Handler, json, type Schemas } from '../../testing/fakeApi.ts';
import { customer, monthResults } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { setSiteConfig } from '../../testing/siteConfig.ts';
import DashboardScreen from './DashboardScreen.tsx';

// Each test starts without any external address and sets the ones it needs.
beforeEach(() => setSiteConfig(createSiteConfig({})));

const counters: Schemas['DashboardCounters'] = {
  conversas_unicas: 137,
  mensagens_trocadas: 1234,
  conversas_plano: 600,
};

const firstSteps: Schemas['FirstSteps'] = {
  agente: true,
  produto: true,
  fluxo: true,
  whatsapp: true,
  teste: true,
};

function renderDashboard(routes: Record<string, Handler> = {}, user: Schemas['User'] = customer) {
  return renderScreen(DashboardScreen, {
    route: '/panel',
    path: '/panel',
    user,
    routes: {
      'GET /api/contador/dashboard': () => json(counters),
      'GET /api/contador/primeiros-passos': () => json(firstSteps),
      'GET /api/contador/resultados': () => json(monthResults),
      ...routes,
    },
  });
}

const statistics = () => screen.findByRole('region', { name: 'Estatísticas' });

describe('DashboardScreen', () => {
  it('greets the user by name and shows the three counters and the usage meters', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Olá, Maria Souza!' })).toBeInTheDocument();
    expect(screen.getByText(/Escolha uma opção no menu/)).toBeInTheDocument();
    const region = await statistics();
    expect(await within(region).findByRole('group', { name: 'Conversas únicas' })).toHaveTextContent('137');
    expect(within(region).getByRole('group', { name: 'Mensagens trocadas' })).toHaveTextContent('1.234');
    expect(within(region).getByRole('group', { name: 'Conversas do plano' })).toHaveTextContent('600');

    expect(screen.getByRole('meter', { name: 'Conversas utilizadas' })).toHaveAttribute(
      'aria-valuetext',
      '137 de 600',
    );
    expect(screen.getByRole('meter', { name: 'Conversas disponíveis' })).toHaveAttribute(
      'aria-valuetext',
      '463 de 600',
    );
    expect(screen.getByRole('meter', { name: 'Dias restantes do plano' })).toBeInTheDocument();
    expect(screen.queryByText(/CONSUMO ESGOTADO/)).not.toBeInTheDocument();
  });

  it('lists the first steps the account has not done yet, each leading to its screen', async () => {
    renderDashboard({
      'GET /api/contador/primeiros-passos': () =>
        json({ agente: true, produto: false, fluxo: false, whatsapp: false, teste: false }),
    });
    const checklist = await screen.findByRole('region', { name: 'Primeiros passos' });
    expect(within(checklist).getByRole('meter', { name: 'Progresso da ativação' })).toHaveAttribute(
      'aria-valuetext',
      '1 de 5 concluídos',
    );
    expect(within(checklist).getByRole('link', { name: 'Configure o seu agente' })).toHaveAttribute(
      'href',
      '/panel/meu-agente',
    );
    expect(
      within(checklist).getByRole('link', { name: 'Cadastre um produto' }).closest('li'),
    ).toHaveTextContent('(pendente)');
    expect(within(checklist).queryByRole('button')).not.toBeInTheDocument();
  });

  it('folds the checklist away once every step is done, and opens it on request', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const checklist = await screen.findByRole('region', { name: 'Primeiros passos' });
    expect(within(checklist).getByText(/Tudo pronto!/)).toBeInTheDocument();
    expect(within(checklist).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(checklist).getByRole('button', { name: 'Ver os passos' }));
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(5);
  });

  it('leaves the checklist out when it cannot be read, and still shows the counters', async () => {
    renderDashboard({ 'GET /api/contador/primeiros-passos': () => fail(500, '') });
    expect(
      await within(await statistics()).findByRole('group', { name: 'Conversas únicas' }),
    ).toHaveTextContent('137');
    expect(screen.queryByRole('region', { name: 'Primeiros passos' })).not.toBeInTheDocument();
  });

  it('shows what follows the checklist only once the checklist is read, so nothing jumps down when it appears', async () => {
    const reply = deferred();
    renderDashboard({ 'GET /api/contador/primeiros-passos': () => reply.promise });
    expect(await screen.findByRole('heading', { name: 'Olá, Maria Souza!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Estatísticas' })).not.toBeInTheDocument();
    reply.release(json({ ...firstSteps, teste: false }));
    const checklist = await screen.findByRole('region', { name: 'Primeiros passos' });
    const region = await statistics();
    expect(checklist.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows placeholders while the counters load', async () => {
    const reply = deferred();
    renderDashboard({ 'GET /api/contador/dashboard': () => reply.promise });
    expect(await screen.findByRole('group', { name: 'Conversas únicas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByText('Carregando consumo')).toHaveLength(3);
    reply.release(json(counters));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Conversas únicas' })).not.toHaveAttribute('aria-busy'),
    );
  });

  it("says 'Erro ao carregar estatísticas' and loads again on retry", async () => {
    const user = userEvent.setup();
    const { api } = renderDashboard({ 'GET /api/contador/dashboard': () => fail(500, '') });
    expect(await screen.findByText('Erro ao carregar estatísticas')).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Conversas utilizadas' })).not.toBeInTheDocument();

    api.on('GET /api/contador/dashboard', () => json(counters));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('group', { name: 'Conversas únicas' })).toHaveTextContent('137');
    expect(screen.queryByText('Erro ao carregar estatísticas')).not.toBeInTheDocument();
  });

  it('states the expiry plainly, date in pt-BR, while the plan has more than its last days left', async () => {
    renderDashboard({}, { ...customer, expiration_acess: '2099-03-15T15:00:00.000Z' });
    const line = await screen.findByText('Seu plano expira em: 15/03/2099');
    expect(line.closest('[role="status"]')).toHaveAttribute('data-tone', 'info');
    expect(screen.queryByRole('heading', { name: 'Renovar plano agora' })).not.toBeInTheDocument();
  });

  it('turns the expiry into a warning in the last days of the plan', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    renderDashboard({}, { ...customer, expiration_acess: inThreeDays });
    const line = await screen.findByText(/^Seu plano expira em: /);
    expect(line.closest('[role="status"]')).toHaveAttribute('data-tone', 'warning');
  });

  it('says the plan expired in red and offers the three plans with their checkout links, e-mail included', async () => {
    siteConfig.checkoutUrls = {
      basic: 'https://pay.exemplo.com/basic',
      pro: 'https://pay.exemplo.com/pro',
      advanced: null,
    };
    renderDashboard({}, { ...customer, expiration_acess: '2024-01-10T15:00:00.000Z' });
    const banner = await screen.findByText('Seu plano expirou no dia: 10/01/2024');
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    const renewal = await screen.findByRole('region', { name: 'Renovar plano agora' });
    // The cards' code arrives on demand, after the block's heading.
    expect((await within(renewal).findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual([
      'Basic',
      'Pro',
      'Advanced',
    ]);
    expect(within(renewal).getByRole('link', { name: /Quero o plano Basic/ })).toHaveAttribute(
      'href',
      `https://pay.exemplo.com/basic?email=${encodeURIComponent(customer.email)}`,
    );
    expect(within(renewal).getByRole('link', { name: /Quero o plano Pro/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // A plan without a configured checkout shows no dead button.
    expect(within(renewal).queryByRole('link', { name: /Advanced/ })).not.toBeInTheDocument();
  });

  it('shows no plan banner when the account has no expiry date', async () => {
    renderDashboard({}, { ...customer, expiration_acess: null });
    await statistics();
    expect(screen.queryByText(/Seu plano expir/)).not.toBeInTheDocument();
  });

  it('announces exhausted usage with the upgrade block once the quota is reached', async () => {
    renderDashboard({
      'GET /api/contador/dashboard': () =>
        json({ conversas_unicas: 600, mensagens_trocadas: 4000, conversas_plano: 600 }),
    });
    expect(
      await screen.findByText('CONSUMO ESGOTADO, REALIZE O UPGRADE ESCOLHENDO UMA OPÇÃO ABAIXO.'),
    ).toBeInTheDocument();
    const upgrade = screen.getByRole('region', { name: 'Faça o upgrade do seu plano' });
    expect(await within(upgrade).findAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('keeps the upgrade block under the exhausted alert when the plan has also expired', async () => {
    renderDashboard(
      {
        'GET /api/contador/dashboard': () =>
          json({ conversas_unicas: 600, mensagens_trocadas: 4000, conversas_plano: 600 }),
      },
      { ...customer, expiration_acess: '2024-01-10T15:00:00.000Z' },
    );
    const alert = await screen.findByText('CONSUMO ESGOTADO, REALIZE O UPGRADE ESCOLHENDO UMA OPÇÃO ABAIXO.');
    expect(screen.getByRole('region', { name: 'Renovar plano agora' })).toBeInTheDocument();
    const upgrade = screen.getByRole('region', { name: 'Faça o upgrade do seu plano' });
    expect(await within(upgrade).findAllByRole('heading', { level: 3 })).toHaveLength(3);
    // "below": the block follows the alert in the page
    expect(alert.compareDocumentPosition(upgrade) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not exhausted while the plan has no quota', async () => {
    renderDashboard({
      'GET /api/contador/dashboard': () =>
        json({ conversas_unicas: 12, mensagens_trocadas: 30, conversas_plano: 0 }),
    });
    expect(await screen.findByRole('group', { name: 'Conversas únicas' })).toHaveTextContent('12');
    expect(screen.queryByText(/CONSUMO ESGOTADO/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Sem cota definida')).toHaveLength(2);
  });

  it('links to support and the notices group when configured, and hides the block otherwise', async () => {
    siteConfig.support.chatUrl = 'https://wa.me/5511999998888?text=Ol%C3%A1';
    siteConfig.noticesGroupUrl = 'https://chat.whatsapp.com/grupo';
    const { unmount } = renderDashboard();
    const support = await screen.findByRole('region', { name: 'Precisa de ajuda?' });
    expect(within(support).getByRole('link', { name: /Falar com o suporte/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511999998888?text=Ol%C3%A1',
    );
    expect(within(support).getByRole('link', { name: /Grupo de avisos/ })).toHaveAttribute(
      'href',
      'https://chat.whatsapp.com/grupo',
    );
    unmount();

    siteConfig.support.chatUrl = null;
    siteConfig.noticesGroupUrl = null;
    renderDashboard();
    await statistics();
    expect(screen.queryByRole('region', { name: 'Precisa de ajuda?' })).not.toBeInTheDocument();
  });

  it('lists the messaging-app commands and shows the video behind a play button', async () => {
    const user = userEvent.setup();
    siteConfig.videos.presentation = { kind: 'file', url: '/demo/demo.mp4', posterUrl: null };
    renderDashboard();
    const help = await screen.findByRole('region', { name: 'Comandos do agente no WhatsApp' });
    expect(within(help).getByText('#limpar')).toBeInTheDocument();
    expect(within(help).getByText('#')).toBeInTheDocument();
    expect(within(help).getByText('*')).toBeInTheDocument();
    expect(within(help).getByText(/pausa o agente para esse lead/)).toBeInTheDocument();

    const video = screen.getByRole('region', { name: 'Apresentação do agente' });
    // Lazy: nothing is loaded until the user asks for it.
    expect(video.querySelector('video, iframe')).toBeNull();
    await user.click(within(video).getByRole('button', { name: 'Assistir ao vídeo de apresentação' }));
    expect(video.querySelector('video')).not.toBeNull();
  });

  describe('results of the agent', () => {
    const results = () => screen.findByRole('region', { name: 'Resultados do agente' });

    it("shows the month's sales, revenue, conversion and time to purchase, with each chart's table", async () => {
      renderDashboard();
      const region = await results();
      const figures = within(region).getByRole('region', { name: 'Números do período' });
      expect(await within(figures).findByRole('group', { name: 'Vendas do agente' })).toHaveTextContent('42');
      expect(within(figures).getByRole('group', { name: 'Receita' })).toHaveTextContent('R$ 8.274,00');
      expect(
        within(figures).getByRole('group', { name: 'Conversão (leads → compradores)' }),
      ).toHaveTextContent('12,5%');
      expect(within(figures).getByRole('group', { name: 'Tempo médio até a compra' })).toHaveTextContent(
        '1 dia 4 h',
      );
      expect(within(figures).getByRole('group', { name: 'Pagamentos recuperados' })).toHaveTextContent(
        '6 (R$ 1.182,00)',
      );
      // 2 March: 15 new leads and 3 sales.
      const daily = within(region).getByRole('table', { name: 'Leads novos e vendas por dia' });
      expect(within(daily).getByRole('rowheader', { name: '02/03/2026' }).closest('tr')).toHaveTextContent(
        '02/03/2026153',
      );
      const funnel = within(region).getByRole('table', { name: 'Funil do fluxo: Sérum Facial' });
      expect(within(funnel).getByRole('rowheader', { name: 'Etapa 2' }).closest('tr')).toHaveTextContent(
        'Olha as nossas ofertas.21698',
      );
      expect(within(funnel).getByRole('rowheader', { name: 'Etapa 3' }).closest('tr')).toHaveTextContent(
        '(etapa removida do fluxo)',
      );
      const objections = within(region).getByRole('table', { name: 'Objeções mais perguntadas' });
      expect(
        within(objections).getByRole('rowheader', { name: 'É seguro?' }).closest('tr'),
      ).toHaveTextContent('27');
    });

    it('loads the chosen period and asks for it by name', async () => {
      const user = userEvent.setup();
      const asked: string[] = [];
      renderDashboard({
        'GET /api/contador/resultados': (call) => {
          const periodo = call.query.get('periodo') ?? '';
          asked.push(periodo);
          return json({ ...monthResults, periodo, vendas: periodo === 'ultimos_7' ? 5 : 42 });
        },
      });
      const region = await results();
      expect(await within(region).findByRole('group', { name: 'Vendas do agente' })).toHaveTextContent('42');
      await user.click(within(region).getByRole('radio', { name: 'Últimos 7 dias' }));
      await waitFor(() =>
        expect(within(region).getByRole('group', { name: 'Vendas do agente' })).toHaveTextContent('5'),
      );
      expect(asked).toEqual(['mes_atual', 'ultimos_7']);
    });

    it('says when the period has no lead and no sale instead of drawing empty charts', async () => {
      renderDashboard({
        'GET /api/contador/resultados': () =>
          json({
            ...monthResults,
            vendas: 0,
            vendas_sem_conversa: 0,
            leads_novos: 0,
            compradores: 0,
            tempo_medio_compra_minutos: null,
            funil: [],
            objecoes: [],
          }),
      });
      const region = await results();
      expect(await within(region).findByText('Nenhum lead ou venda neste período')).toBeInTheDocument();
      expect(
        within(region).getByRole('group', { name: 'Conversão (leads → compradores)' }),
      ).toHaveTextContent('—');
      expect(
        within(region).queryByRole('table', { name: 'Leads novos e vendas por dia' }),
      ).not.toBeInTheDocument();
    });

    it("says 'Erro ao carregar os resultados' and loads again on retry, the counters unaffected", async () => {
      const user = userEvent.setup();
      const { api } = renderDashboard({ 'GET /api/contador/resultados': () => fail(500, '') });
      const region = await results();
      expect(await within(region).findByText('Erro ao carregar os resultados')).toBeInTheDocument();
      expect(within(await statistics()).getByRole('group', { name: 'Conversas únicas' })).toHaveTextContent(
        '137',
      );
      api.on('GET /api/contador/resultados', () => json(monthResults));
      await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
      expect(await within(region).findByRole('group', { name: 'Vendas do agente' })).toHaveTextContent('42');
    });
  });
});
