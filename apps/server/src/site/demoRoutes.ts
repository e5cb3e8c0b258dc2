import { DEMO_CHECKOUT_PATH, DEMO_PAGE_PATH, DEMO_WHATSAPP_PATH, PLAN_IDS } from '@agente/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DemoSimulators } from '../deps.ts';
import { ownEntry } from '../ownEntry.ts';
import { escapeHtml } from '../static/html.ts';

/** What each demo page stands in for, and the setting that replaces it. */
const DEMO_PAGES: Readonly<Record<string, { title: string; setting: string }>> = {
  'grupo-de-avisos': { title: 'Grupo de avisos', setting: 'NOTICES_GROUP_URL' },
  'perfil-social': { title: 'Perfil social', setting: 'SOCIAL_PROFILE_URL' },
  'programa-de-afiliados': { title: 'Programa de afiliados', setting: 'AFFILIATE_PROGRAM_URL' },
  'material-de-apoio': {
    title: 'Material de apoio para afiliados',
    setting: 'AFFILIATE_SUPPORT_MATERIAL_URL',
  },
};

function demoPage(title: string, setting: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)} (demonstração)</title></head>
<body><h1>${escapeHtml(title)}</h1>
<p>Endereço de demonstração. Em produção este link leva ao endereço definido em <code>${escapeHtml(setting)}</code>.</p>
<p><a href="/">Voltar ao site</a></p></body></html>`;
}

/** A simulator that could not start answers like an unreachable service would. */
async function simulatorUrl(url: Promise<string> | undefined): Promise<string | null> {
  try {
    return url ? await url : null;
  } catch {
    return null;
  }
}

const queryOf = (request: FastifyRequest) => {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index);
};

/**
 * The demo's stand-ins for outside addresses (registered outside production only): the checkout links lead to
 * the embedded checkout, the support WhatsApp to the instances simulator, the other links to a page naming the
 * setting that replaces them.
 */
export function registerDemoRoutes(app: FastifyInstance, simulators: DemoSimulators | undefined): void {
  app.get(
    `${DEMO_CHECKOUT_PATH}/:plan`,
    async (request: FastifyRequest<{ Params: { plan: string } }>, reply) => {
      const { plan } = request.params;
      const base = await simulatorUrl(simulators?.checkout);
      if (!base || !(PLAN_IDS as readonly string[]).includes(plan)) return reply.callNotFound();
      return reply.redirect(`${base}/checkout/${plan}${queryOf(request)}`, 302);
    },
  );
  app.get(DEMO_WHATSAPP_PATH, async (_request, reply) => {
    const base = await simulatorUrl(simulators?.instances);
    if (!base) return reply.callNotFound();
    return reply.redirect(`${base}/`, 302);
  });
  app.get(`${DEMO_PAGE_PATH}/:slug`, async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
    const page = ownEntry(DEMO_PAGES, request.params.slug);
    if (!page) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').send(demoPage(page.title, page.setting));
  });
}
