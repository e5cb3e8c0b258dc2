/**
 * Public site configuration shared by the landing page and the panel: every external address the
 * owner configures (checkout links, social profile, contact mail, support WhatsApp number and
 * its prefilled text, notices group, affiliate links, support material, every video).
 *
 * The server reads these settings from its environment at start (names below, documented in the
 * README), builds the SiteConfig with `createSiteConfig` and writes it into every page it serves
 * (siteConfigScript.ts), so changing an address needs a restart, never a rebuild. Rules:
 * - An unset or invalid address is `null` and its element is hidden, never a dead link.
 * - In the demo (`demo` given) an unset address takes the demo's local address instead, and videos
 *   (testimonials excepted) default to small sample files the product serves itself under /demo/;
 *   setting a video variable to an empty string turns its default off.
 * - A video address ending in .mp4/.webm/.ogv/.mov plays in the page's own player; any other address
 *   is a video host's embeddable player page (e.g. https://www.youtube-nocookie.com/embed/ID), shown in
 *   an iframe only after the visitor presses play.
 * - Addresses must be https://, http:// or a path on this site ("/…"); anything else is ignored.
 *
 * | Variable | Meaning | Default |
 * |---|---|---|
 * | SITE_URL | Public origin, for canonical links, Open Graph and the sitemap (the server passes PUBLIC_URL) | http://localhost:3000 |
 * | CHECKOUT_URL_BASIC / _PRO / _ADVANCED | Checkout page of each plan | unset |
 * | SOCIAL_PROFILE_URL | Social profile (footer) | unset |
 * | CONTACT_EMAIL | Contact mail address (footer, legal pages) | unset |
 * | SUPPORT_WHATSAPP_NUMBER | Support number, digits with country code (5511999998888) | unset |
 * | SUPPORT_WHATSAPP_TEXT | Text prefilled in the support chat opened from the site | SUPPORT_PREFILLED_TEXT_DEFAULT |
 * | NOTICES_GROUP_URL | Customers' notices group (panel dashboard) | unset |
 * | AFFILIATE_PROGRAM_URL | Affiliate programme on the checkout platform | unset |
 * | AFFILIATE_SUPPORT_MATERIAL_URL | Affiliates' support material | unset |
 * | VIDEO_<NAME>_URL / VIDEO_<NAME>_POSTER | A video and its poster image, NAME in VIDEO_NAMES | demo: sample under /demo/ (none for testimonials) |
 * | TESTIMONIAL_<N>_QUOTE / _NAME / _BUSINESS / _RESULT | Written testimonial N (1 to TESTIMONIAL_COUNT): the customer's words, their name, their business and the result they got (optional) | unset |
 *
 * A written testimonial shows only with its quote, name and business all set (never an anonymous or invented
 * one); until one is, the landing's testimonials section shows the product at work instead.
 */
import { PLAN_IDS, type PlanId } from './plans.ts';

/** The raw settings by name (CHECKOUT_URL_PRO, VIDEO_DEMO_URL…); non-string values are ignored. */
export type SiteConfigEnv = Readonly<Record<string, unknown>>;

/**
 * Local stand-ins the demo uses for addresses left unset: the embedded checkout, the simulator's chat,
 * pages of the demo itself. Never given in production, where an unset address hides its element.
 */
export interface DemoAddresses {
  checkoutUrl(plan: PlanId): string;
  supportChatUrl: string;
  noticesGroupUrl: string;
  socialProfileUrl: string;
  contactEmail: string;
  affiliateProgramUrl: string;
  affiliateSupportMaterialUrl: string;
}

export interface VideoSource {
  /** 'file': played by the page's own <video>; 'embed': a video host's player page, shown in an iframe. */
  kind: 'file' | 'embed';
  url: string;
  /** Still image shown before the video loads; null shows a plain placeholder. */
  posterUrl: string | null;
}

/** Videos of the training page: 'Montando seu Fluxo' plus four shorter lessons. */
export const TRAINING_VIDEO_IDS = [
  'buildingFlow',
  'flowBestPractices',
  'registeringMedia',
  'agentCommands',
  'registeringLinks',
] as const;
export type TrainingVideoId = (typeof TRAINING_VIDEO_IDS)[number];

export const TESTIMONIAL_COUNT = 4;

/** Longest quote shown; a longer one is cut at a word with an ellipsis so the cards stay even. */
export const TESTIMONIAL_QUOTE_MAX_LENGTH = 280;
/** Longest name, business or result shown, each cut the same way. */
export const TESTIMONIAL_FIELD_MAX_LENGTH = 80;

/** A customer's written testimonial, as the owner configured it. */
export interface Testimonial {
  quote: string;
  name: string;
  business: string;
  /** What the agent changed for them, e.g. '3x mais vendas no primeiro mês'; null when not given. */
  result: string | null;
}

export interface SiteConfig {
  siteUrl: string;
  /** Written testimonials, configured ones only (at most TESTIMONIAL_COUNT), in setting order. */
  testimonials: readonly Testimonial[];
  checkoutUrls: Readonly<Record<PlanId, string | null>>;
  socialProfileUrl: string | null;
  contactEmail: string | null;
  /** mailto: link of contactEmail. */
  contactEmailUrl: string | null;
  support: {
    whatsAppNumber: string | null;
    prefilledText: string;
    /** Opens a chat with support with the prefilled text; null when no number is configured. */
    chatUrl: string | null;
  };
  noticesGroupUrl: string | null;
  affiliate: { programUrl: string | null; supportMaterialUrl: string | null };
  videos: {
    /** Landing page demo (embedded from a video host in production). */
    demo: VideoSource | null;
    /** Landing testimonials; configured ones only, at most TESTIMONIAL_COUNT. */
    testimonials: readonly VideoSource[];
    /** Landing activation walkthrough (looping). */
    walkthrough: VideoSource | null;
    /** Panel dashboard presentation. */
    presentation: VideoSource | null;
    /** Panel affiliate page. */
    affiliate: VideoSource | null;
    training: Readonly<Record<TrainingVideoId, VideoSource | null>>;
  };
}

/** Paths of the product server's demo stand-ins (served outside production only). */
export const DEMO_CHECKOUT_PATH = '/simulador/checkout';
export const DEMO_WHATSAPP_PATH = '/simulador/whatsapp';
export const DEMO_PAGE_PATH = '/simulador/pagina';

/**
 * The demo's addresses: the embedded checkout of each plan, the instances simulator's chat, pages of the
 * demo naming the setting that replaces them, a local contact address.
 */
export const DEMO_ADDRESSES: DemoAddresses = {
  checkoutUrl: (plan) => `${DEMO_CHECKOUT_PATH}/${plan}`,
  supportChatUrl: DEMO_WHATSAPP_PATH,
  noticesGroupUrl: `${DEMO_PAGE_PATH}/grupo-de-avisos`,
  socialProfileUrl: `${DEMO_PAGE_PATH}/perfil-social`,
  contactEmail: 'contato@agente.local',
  affiliateProgramUrl: `${DEMO_PAGE_PATH}/programa-de-afiliados`,
  affiliateSupportMaterialUrl: `${DEMO_PAGE_PATH}/material-de-apoio`,
};

export const SITE_URL_DEFAULT = 'http://localhost:3000';
export const SUPPORT_PREFILLED_TEXT_DEFAULT = 'Olá! Vim pelo site e tenho uma dúvida.';
export const WHATSAPP_CHAT_BASE_URL = 'https://wa.me/';

/** Folder (in the landing's public files) holding the sample videos and posters. */
export const SAMPLE_MEDIA_PATH = '/demo';

const SAMPLE_WALKTHROUGH = {
  url: `${SAMPLE_MEDIA_PATH}/ativacao.mp4`,
  poster: `${SAMPLE_MEDIA_PATH}/ativacao.jpg`,
};
const SAMPLE_PRESENTATION = { url: `${SAMPLE_MEDIA_PATH}/demo.mp4`, poster: `${SAMPLE_MEDIA_PATH}/demo.jpg` };
/** One clip per lesson, so each lesson of the demo plays something of its own. */
const SAMPLE_TRAINING = (index: number) => ({
  url: `${SAMPLE_MEDIA_PATH}/treino-${index}.mp4`,
  poster: `${SAMPLE_MEDIA_PATH}/treino-${index}.jpg`,
});

/** Setting name stem (VIDEO_<NAME>_URL / _POSTER) of every video. */
export const VIDEO_NAMES = {
  demo: 'DEMO',
  testimonials: ['TESTIMONIAL_1', 'TESTIMONIAL_2', 'TESTIMONIAL_3', 'TESTIMONIAL_4'],
  walkthrough: 'WALKTHROUGH',
  presentation: 'PRESENTATION',
  affiliate: 'AFFILIATE',
  training: {
    buildingFlow: 'TRAINING_BUILDING_FLOW',
    flowBestPractices: 'TRAINING_FLOW_BEST_PRACTICES',
    registeringMedia: 'TRAINING_REGISTERING_MEDIA',
    agentCommands: 'TRAINING_AGENT_COMMANDS',
    registeringLinks: 'TRAINING_REGISTERING_LINKS',
  },
} as const satisfies {
  demo: string;
  testimonials: readonly string[];
  walkthrough: string;
  presentation: string;
  affiliate: string;
  training: Record<TrainingVideoId, string>;
};

const VIDEO_FILE_EXTENSION = /\.(mp4|webm|ogv|mov)$/i;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NON_DIGITS = /\D/g;
/** Parses path-only addresses ("/demo/x.mp4") against a throwaway origin, to check their shape. */
const PATH_BASE = 'http://localhost';

function readString(env: SiteConfigEnv, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** An http(s) address or a same-site path; anything else (javascript:, typos) is null. */
export function safeUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return parseUrl(value, PATH_BASE) ? value : null;
  }
  const parsed = parseUrl(value);
  return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? value : null;
}

/** The WhatsApp "click to chat" address for a number (digits kept only) with a prefilled text. */
export function whatsAppChatUrl(number: string, text?: string): string | null {
  const digits = number.replace(NON_DIGITS, '');
  if (!digits) return null;
  return `${WHATSAPP_CHAT_BASE_URL}${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** A file address plays in the page's own player; anything else is a host's player page. */
export function videoKind(url: string): VideoSource['kind'] {
  const path = parseUrl(url, PATH_BASE)?.pathname ?? url;
  return VIDEO_FILE_EXTENSION.test(path) ? 'file' : 'embed';
}

function readVideo(
  env: SiteConfigEnv,
  name: string,
  sample: { url: string; poster: string } | null,
): VideoSource | null {
  const rawUrl = readString(env, `VIDEO_${name}_URL`);
  // Unset → the sample; set but empty → hidden.
  const url = rawUrl === undefined ? (sample?.url ?? null) : safeUrl(rawUrl);
  if (!url) return null;
  const rawPoster = readString(env, `VIDEO_${name}_POSTER`);
  const posterUrl =
    rawPoster === undefined && rawUrl === undefined ? (sample?.poster ?? null) : safeUrl(rawPoster);
  return { kind: videoKind(url), url, posterUrl };
}

/** Setting name stem (TESTIMONIAL_<N>_QUOTE…) of every written testimonial. */
export const TESTIMONIAL_NAMES = Array.from(
  { length: TESTIMONIAL_COUNT },
  (_, index) => `TESTIMONIAL_${index + 1}`,
);
const TESTIMONIAL_FIELDS = ['QUOTE', 'NAME', 'BUSINESS', 'RESULT'] as const;

/** The text cut at the last whole word within `max` characters, with an ellipsis. */
function clip(text: string, max: number): string {
  const singleSpaced = text.replace(/\s+/g, ' ');
  if (singleSpaced.length <= max) return singleSpaced;
  const cut = singleSpaced.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

function readTestimonial(env: SiteConfigEnv, name: string): Testimonial | null {
  const quote = readString(env, `${name}_QUOTE`);
  const person = readString(env, `${name}_NAME`);
  const business = readString(env, `${name}_BUSINESS`);
  if (!quote || !person || !business) return null;
  const result = readString(env, `${name}_RESULT`);
  return {
    quote: clip(quote, TESTIMONIAL_QUOTE_MAX_LENGTH),
    name: clip(person, TESTIMONIAL_FIELD_MAX_LENGTH),
    business: clip(business, TESTIMONIAL_FIELD_MAX_LENGTH),
    result: result ? clip(result, TESTIMONIAL_FIELD_MAX_LENGTH) : null,
  };
}

/** Every setting name the server reads (besides SITE_URL, which it takes from PUBLIC_URL). */
export const SITE_SETTING_NAMES: readonly string[] = [
  ...PLAN_IDS.map((id) => `CHECKOUT_URL_${id.toUpperCase()}`),
  'SOCIAL_PROFILE_URL',
  'CONTACT_EMAIL',
  'SUPPORT_WHATSAPP_NUMBER',
  'SUPPORT_WHATSAPP_TEXT',
  'NOTICES_GROUP_URL',
  'AFFILIATE_PROGRAM_URL',
  'AFFILIATE_SUPPORT_MATERIAL_URL',
  ...TESTIMONIAL_NAMES.flatMap((name) => TESTIMONIAL_FIELDS.map((field) => `${name}_${field}`)),
  ...[
    VIDEO_NAMES.demo,
    ...VIDEO_NAMES.testimonials,
    VIDEO_NAMES.walkthrough,
    VIDEO_NAMES.presentation,
    VIDEO_NAMES.affiliate,
    ...Object.values(VIDEO_NAMES.training),
  ].flatMap((name) => [`VIDEO_${name}_URL`, `VIDEO_${name}_POSTER`]),
];

/**
 * The site configuration from the settings. Without `demo` an unset address is null (hidden); with it,
 * unset addresses take the demo's local ones and videos its sample files.
 */
export function createSiteConfig(env: SiteConfigEnv, demo?: DemoAddresses): SiteConfig {
  const url = (key: string, fallback?: string) => {
    const raw = readString(env, key);
    return safeUrl(raw === undefined || raw === '' ? fallback : raw);
  };
  const sample = <T>(value: T): T | null => (demo ? value : null);

  const contactEmail = readString(env, 'CONTACT_EMAIL') || demo?.contactEmail;
  const validEmail = contactEmail && EMAIL_SHAPE.test(contactEmail) ? contactEmail : null;
  const whatsAppNumber = readString(env, 'SUPPORT_WHATSAPP_NUMBER')?.replace(NON_DIGITS, '') || null;
  const prefilledText = readString(env, 'SUPPORT_WHATSAPP_TEXT') || SUPPORT_PREFILLED_TEXT_DEFAULT;
  const chatUrl = whatsAppNumber
    ? whatsAppChatUrl(whatsAppNumber, prefilledText)
    : demo
      ? `${demo.supportChatUrl}?text=${encodeURIComponent(prefilledText)}`
      : null;

  const checkoutUrls = Object.fromEntries(
    PLAN_IDS.map((id) => [id, url(`CHECKOUT_URL_${id.toUpperCase()}`, demo?.checkoutUrl(id))]),
  ) as Record<PlanId, string | null>;

  const training = Object.fromEntries(
    Object.entries(VIDEO_NAMES.training).map(([id, name], index) => [
      id,
      readVideo(env, name, sample(SAMPLE_TRAINING(index + 1))),
    ]),
  ) as Record<TrainingVideoId, VideoSource | null>;

  return {
    siteUrl: (url('SITE_URL') ?? SITE_URL_DEFAULT).replace(/\/+$/, ''),
    testimonials: TESTIMONIAL_NAMES.map((name) => readTestimonial(env, name)).filter(
      (testimonial): testimonial is Testimonial => testimonial !== null,
    ),
    checkoutUrls,
    socialProfileUrl: url('SOCIAL_PROFILE_URL', demo?.socialProfileUrl),
    contactEmail: validEmail,
    contactEmailUrl: validEmail ? `mailto:${validEmail}` : null,
    support: { whatsAppNumber, prefilledText, chatUrl },
    noticesGroupUrl: url('NOTICES_GROUP_URL', demo?.noticesGroupUrl),
    affiliate: {
      programUrl: url('AFFILIATE_PROGRAM_URL', demo?.affiliateProgramUrl),
      supportMaterialUrl: url('AFFILIATE_SUPPORT_MATERIAL_URL', demo?.affiliateSupportMaterialUrl),
    },
    videos: {
      demo: readVideo(env, VIDEO_NAMES.demo, sample(SAMPLE_PRESENTATION)),
      // No sample here even in the demo: a made-up customer is no testimonial. Until the owner sets some, the
      // landing shows the agent at work instead.
      testimonials: VIDEO_NAMES.testimonials
        .map((name) => readVideo(env, name, null))
        .filter((video): video is VideoSource => video !== null),
      walkthrough: readVideo(env, VIDEO_NAMES.walkthrough, sample(SAMPLE_WALKTHROUGH)),
      presentation: readVideo(env, VIDEO_NAMES.presentation, sample(SAMPLE_PRESENTATION)),
      affiliate: readVideo(env, VIDEO_NAMES.affiliate, sample(SAMPLE_PRESENTATION)),
      training,
    },
  };
}

/**
 * The checkout links with the customer's e-mail as `email`, so renewing or upgrading from the panel lands on a
 * form already filled in (checkouts read it; the embedded one does). Relative links stay relative.
 */
export function checkoutUrlsForBuyer(
  urls: Readonly<Record<PlanId, string | null>>,
  email: string | null | undefined,
): Record<PlanId, string | null> {
  const withEmail = (url: string | null) => {
    if (!url || !email) return url;
    const parsed = new URL(url, PATH_BASE);
    parsed.searchParams.set('email', email);
    return url.startsWith('/') ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
  };
  return Object.fromEntries(PLAN_IDS.map((id) => [id, withEmail(urls[id])])) as Record<PlanId, string | null>;
}
