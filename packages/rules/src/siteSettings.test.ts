import { describe, expect, it } from 'vitest';
import {
  checkoutUrlsForBuyer,
  createSiteConfig,
  DEMO_ADDRESSES,
  SITE_SETTING_NAMES,
  SITE_URL_DEFAULT,
  SUPPORT_PREFILLED_TEXT_DEFAULT,
  safeUrl,
  TESTIMONIAL_QUOTE_MAX_LENGTH,
  videoKind,
  whatsAppChatUrl,
} from './siteSettings.ts';

describe('createSiteConfig with nothing configured (production)', () => {
  const config = createSiteConfig({});

  it('hides every external address and every video', () => {
    expect(config.checkoutUrls).toEqual({ basic: null, pro: null, advanced: null });
    expect(config.socialProfileUrl).toBeNull();
    expect(config.contactEmailUrl).toBeNull();
    expect(config.support.chatUrl).toBeNull();
    expect(config.noticesGroupUrl).toBeNull();
    expect(config.affiliate).toEqual({ programUrl: null, supportMaterialUrl: null });
    expect(config.videos.testimonials).toEqual([]);
    expect(config.videos.demo).toBeNull();
    expect(config.testimonials).toEqual([]);
    expect(Object.values(config.videos.training).every((video) => video === null)).toBe(true);
  });

  it('uses the local address and the default support text', () => {
    expect(config.siteUrl).toBe(SITE_URL_DEFAULT);
    expect(config.support.prefilledText).toBe(SUPPORT_PREFILLED_TEXT_DEFAULT);
  });
});

describe('createSiteConfig with nothing configured in the demo', () => {
  const config = createSiteConfig({}, DEMO_ADDRESSES);

  it('fills every address with the demo’s local one', () => {
    expect(config.checkoutUrls).toEqual({
      basic: '/simulador/checkout/basic',
      pro: '/simulador/checkout/pro',
      advanced: '/simulador/checkout/advanced',
    });
    expect(config.support.chatUrl).toBe(
      `/simulador/whatsapp?text=${encodeURIComponent(SUPPORT_PREFILLED_TEXT_DEFAULT)}`,
    );
    expect(config.contactEmailUrl).toBe('mailto:contato@agente.local');
    expect(config.socialProfileUrl).toBe('/simulador/pagina/perfil-social');
    expect(config.noticesGroupUrl).toBe('/simulador/pagina/grupo-de-avisos');
    expect(config.affiliate).toEqual({
      programUrl: '/simulador/pagina/programa-de-afiliados',
      supportMaterialUrl: '/simulador/pagina/material-de-apoio',
    });
  });

  it('keeps the owner’s address where one is set', () => {
    const owner = createSiteConfig({ CHECKOUT_URL_PRO: 'https://pay.example.com/pro' }, DEMO_ADDRESSES);
    expect(owner.checkoutUrls.pro).toBe('https://pay.example.com/pro');
    expect(owner.checkoutUrls.basic).toBe('/simulador/checkout/basic');
  });

  it('plays a different sample in each training lesson', () => {
    const urls = Object.values(config.videos.training).map((video) => video?.url);
    expect(new Set(urls).size).toBe(5);
    expect(urls.every((url) => url?.startsWith('/demo/treino-'))).toBe(true);
  });

  it('points every video but the testimonials at the samples the product serves itself', () => {
    // A sample customer would be a made-up testimonial: the landing shows the agent at work instead.
    expect(config.videos.testimonials).toEqual([]);
    expect(config.testimonials).toEqual([]);
    expect(config.videos.walkthrough?.url).toBe('/demo/ativacao.mp4');
    expect(config.videos.demo?.kind).toBe('file');
  });
});

describe('createSiteConfig with the owner’s addresses', () => {
  const config = createSiteConfig(
    {
      DEV: true,
      SITE_URL: 'https://agente.example.com/',
      CHECKOUT_URL_BASIC: 'https://pay.example.com/basic',
      CHECKOUT_URL_PRO: ' https://pay.example.com/pro ',
      CHECKOUT_URL_ADVANCED: 'javascript:alert(1)',
      CONTACT_EMAIL: 'contato@example.com',
      SUPPORT_WHATSAPP_NUMBER: '+55 (11) 99999-8888',
      SUPPORT_WHATSAPP_TEXT: 'Oi, quero saber mais',
      VIDEO_DEMO_URL: 'https://www.youtube-nocookie.com/embed/abc123',
      VIDEO_DEMO_POSTER: 'https://img.example.com/abc.jpg',
      VIDEO_TESTIMONIAL_1_URL: '/videos/cliente-1.mp4',
      VIDEO_TESTIMONIAL_2_URL: '',
      VIDEO_TESTIMONIAL_3_URL: 'https://cdn.example.com/cliente-3.webm',
      VIDEO_WALKTHROUGH_URL: 'https://cdn.example.com/ativacao.webm?v=2',
    },
    DEMO_ADDRESSES,
  );

  it('uses each configured link and drops unsafe ones', () => {
    expect(config.siteUrl).toBe('https://agente.example.com');
    expect(config.checkoutUrls.basic).toBe('https://pay.example.com/basic');
    expect(config.checkoutUrls.pro).toBe('https://pay.example.com/pro');
    expect(config.checkoutUrls.advanced).toBeNull();
    expect(config.contactEmailUrl).toBe('mailto:contato@example.com');
  });

  it('builds the support chat link from the digits and the prefilled text', () => {
    expect(config.support.whatsAppNumber).toBe('5511999998888');
    expect(config.support.chatUrl).toBe('https://wa.me/5511999998888?text=Oi%2C%20quero%20saber%20mais');
  });

  it('embeds host videos, plays files itself and hides videos set to empty', () => {
    expect(config.videos.demo).toEqual({
      kind: 'embed',
      url: 'https://www.youtube-nocookie.com/embed/abc123',
      posterUrl: 'https://img.example.com/abc.jpg',
    });
    expect(config.videos.walkthrough).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/ativacao.webm?v=2',
      posterUrl: null,
    });
    expect(config.videos.testimonials.map((video) => video.url)).toEqual([
      '/videos/cliente-1.mp4',
      'https://cdn.example.com/cliente-3.webm',
    ]);
  });

  it('ignores a malformed mail address', () => {
    expect(createSiteConfig({ CONTACT_EMAIL: 'contato' }).contactEmailUrl).toBeNull();
  });
});

describe('written testimonials', () => {
  it('shows each complete one in setting order, its result only when given', () => {
    const config = createSiteConfig({
      TESTIMONIAL_3_QUOTE: ' O agente respondeu de madrugada e fechou a venda. ',
      TESTIMONIAL_3_NAME: 'Marina Souza',
      TESTIMONIAL_3_BUSINESS: 'Doces da Marina',
      TESTIMONIAL_3_RESULT: '40% mais pedidos',
      TESTIMONIAL_1_QUOTE: 'Parei de perder cliente no fim de semana.',
      TESTIMONIAL_1_NAME: 'Carlos Lima',
      TESTIMONIAL_1_BUSINESS: 'Oficina do Carlos',
    });
    expect(config.testimonials).toEqual([
      {
        quote: 'Parei de perder cliente no fim de semana.',
        name: 'Carlos Lima',
        business: 'Oficina do Carlos',
        result: null,
      },
      {
        quote: 'O agente respondeu de madrugada e fechou a venda.',
        name: 'Marina Souza',
        business: 'Doces da Marina',
        result: '40% mais pedidos',
      },
    ]);
  });

  it('leaves out one without its name or business, even in the demo', () => {
    const config = createSiteConfig(
      {
        TESTIMONIAL_1_QUOTE: 'Muito bom.',
        TESTIMONIAL_1_NAME: 'Ana',
        TESTIMONIAL_2_QUOTE: 'Ótimo.',
        TESTIMONIAL_2_BUSINESS: 'Loja da Bia',
        TESTIMONIAL_2_NAME: '  ',
      },
      DEMO_ADDRESSES,
    );
    expect(config.testimonials).toEqual([]);
  });

  it('cuts a long quote at a word, with an ellipsis', () => {
    const [testimonial] = createSiteConfig({
      TESTIMONIAL_1_QUOTE: 'palavra '.repeat(100),
      TESTIMONIAL_1_NAME: 'Ana',
      TESTIMONIAL_1_BUSINESS: 'Loja da Ana',
    }).testimonials;
    expect(testimonial?.quote.length).toBeLessThanOrEqual(TESTIMONIAL_QUOTE_MAX_LENGTH);
    expect(testimonial?.quote.endsWith('palavra…')).toBe(true);
  });

  it('is read by the server at start like every other setting', () => {
    expect(SITE_SETTING_NAMES).toEqual(
      expect.arrayContaining(['TESTIMONIAL_1_QUOTE', 'TESTIMONIAL_4_NAME', 'TESTIMONIAL_2_RESULT']),
    );
  });
});

describe('checkoutUrlsForBuyer', () => {
  it('adds the customer’s e-mail to every checkout link, relative or not', () => {
    const urls = checkoutUrlsForBuyer(
      { basic: '/simulador/checkout/basic', pro: 'https://pay.example.com/pro?off=1', advanced: null },
      'ana+1@exemplo.com',
    );
    expect(urls).toEqual({
      basic: '/simulador/checkout/basic?email=ana%2B1%40exemplo.com',
      pro: 'https://pay.example.com/pro?off=1&email=ana%2B1%40exemplo.com',
      advanced: null,
    });
  });
});

describe('helpers', () => {
  it('accepts http(s) and site paths only', () => {
    expect(safeUrl('/termos')).toBe('/termos');
    expect(safeUrl('//evil.example.com')).toBeNull();
    expect(safeUrl('ftp://x.example.com')).toBeNull();
    expect(safeUrl('not a url')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });

  it('tells files from host players', () => {
    expect(videoKind('/demo/a.MP4')).toBe('file');
    expect(videoKind('https://player.vimeo.com/video/1')).toBe('embed');
  });

  it('refuses a chat link without digits', () => {
    expect(whatsAppChatUrl('abc')).toBeNull();
    expect(whatsAppChatUrl('5511', '')).toBe('https://wa.me/5511');
  });
});
