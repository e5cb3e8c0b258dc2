import { expect, type Page, test } from '@playwright/test';

/** Under this width (a phone) the floating support button keeps clear of the hero. */
const PHONE_WIDTH_LIMIT = 640;

/** The first of the matching links the visitor can see (the header's and the hero's share a name). */
const visibleLink = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).filter({ visible: true }).first();

test.describe('home page', () => {
  test("'Assinar Agora' brings the plans into view", async ({ page }) => {
    await page.goto('/');
    await visibleLink(page, 'Assinar Agora').click();
    await expect(page).toHaveURL(/#planos$/);
    const plans = page.locator('#planos');
    await expect(plans.getByRole('heading', { name: 'Planos', exact: true })).toBeInViewport();
    for (const [name, price, previous, leads] of [
      ['Basic', 'R$ 147,00', 'R$ 167,00', '300 leads por mês'],
      ['Pro', 'R$ 247,00', 'R$ 267,00', '600 leads por mês'],
      ['Advanced', 'R$ 397,00', 'R$ 427,00', '1.000 leads por mês'],
    ] as const) {
      const card = plans
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.getByText(price)).toBeVisible();
      // The former price is struck through.
      await expect(card.locator('s', { hasText: previous })).toBeVisible();
      await expect(card.getByText(leads)).toBeVisible();
    }
    const pro = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro' }) });
    await expect(pro.getByText('Mais vendido')).toBeVisible();
  });

  test("'Quero meu agente agora' leads to the plans too", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Quero meu agente agora' }).click();
    await expect(
      page.locator('#planos').getByRole('heading', { name: 'Planos', exact: true }),
    ).toBeInViewport();
  });

  test("'Acessar Agente' goes to the panel's login", async ({ page }) => {
    await page.goto('/');
    await visibleLink(page, 'Acessar Agente').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the fixed header turns opaque once the page scrolls', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-opaque');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-opaque', 'true');
    await expect(header).toBeInViewport();
  });

  test('every section has its anchor', async ({ page }) => {
    await page.goto('/');
    for (const id of ['funcionalidades', 'como-funciona', 'depoimentos', 'planos', 'ativacao', 'duvidas']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#como-funciona').getByRole('listitem')).toHaveCount(4);
  });

  // Filmed testimonials (muted looping previews that play with sound once pressed) are the owner's own videos,
  // so the demo has none; their behaviour is checked in the browser by the TestimonialVideo stories.
  test('before any testimonial is configured the section shows the agent at work, no placeholder', async ({
    page,
  }) => {
    await page.goto('/');
    const testimonials = page.locator('#depoimentos');
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.getByRole('figure', { name: 'Exemplo de conversa' })).toBeVisible();
    await expect(testimonials.getByText(/Depoimento \d/)).toHaveCount(0);
    await expect(testimonials.locator('video')).toHaveCount(0);
  });

  test('the hero shows the panel and a WhatsApp conversation, with the support button clear of it', async ({
    page,
  }) => {
    await page.goto('/');
    const preview = page.getByRole('figure', { name: /O painel do Agente/ });
    await expect(preview.getByText('Aguardando você')).toBeVisible();
    await expect(preview.getByRole('figure', { name: /Júlia/ })).toBeVisible();
    const support = page.getByRole('link', { name: /Falar com o suporte no WhatsApp/ });
    if ((page.viewportSize()?.width ?? 0) < PHONE_WIDTH_LIMIT) {
      // On a phone the calls to action span the screen: the button waits until the hero has scrolled past.
      await expect(support).toBeHidden();
    } else {
      const cta = await page
        .locator('#inicio')
        .getByRole('link', { name: 'Assinar Agora', exact: true })
        .boundingBox();
      const button = await support.boundingBox();
      expect(cta && button && button.x >= cta.x + cta.width).toBe(true);
    }
    await page.locator('#planos').scrollIntoViewIfNeeded();
    await expect(support).toBeVisible();
  });

  test('nothing is requested from another site while the page loads and scrolls', async ({
    page,
    baseURL,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      origins.add(new URL(request.url()).origin);
    });
    await page.goto('/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  });

  test('the FAQ opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#duvidas');
    const question = faq.locator('summary', { hasText: 'Posso cancelar quando quiser?' });
    const answer = faq.getByText('a qualquer momento e sem multa');
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    // The claims the page makes are all answered here.
    for (const claim of [
      'Menos de 10 minutos',
      'Não. Tudo é configurado no painel',
      '24 horas por dia, 7 dias por semana',
      'garantia incondicional de 7 dias',
      'em até 5 dias úteis',
      'a qualquer momento e sem multa',
    ]) {
      await expect(faq.getByText(claim)).toHaveCount(1);
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('slides in (0.25 s) at 375 px, closes on Escape, and a section link scrolls there', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const slide = await menu.evaluate(
      (dialog) => getComputedStyle(dialog.parentElement as Element).animationDuration,
    );
    expect(slide).toBe('0.25s');
    await expect(menu.getByRole('link', { name: 'Assinar Agora' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Acessar Agente' })).toHaveAttribute('href', '/login');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Planos' }).click();
    await expect(menu).toBeHidden();
    await expect(
      page.locator('#planos').getByRole('heading', { name: 'Planos', exact: true }),
    ).toBeInViewport();
  });
});

test.describe('other pages', () => {
  test('/compra-confirmada says where the temporary password went and leads to the panel', async ({
    page,
  }) => {
    await page.goto('/compra-confirmada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compra confirmada!');
    await expect(page.getByText(/e-mail .*usado na compra.*senha provisória/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Acessar meu painel' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the footer opens the legal pages, written from their Markdown', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [label, path] of [
      ['Termos de Uso', '/termos'],
      ['Política de Privacidade', '/privacidade'],
      ['Política de Cookies', '/cookies'],
    ] as const) {
      await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
    await footer.getByRole('link', { name: 'Política de Privacidade' }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidade');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('search engines and link previews find what they need', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page).toHaveTitle(/Agente de Vendas/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /WhatsApp/);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/termos', '/privacidade', '/cookies']) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/compra-confirmada');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});
