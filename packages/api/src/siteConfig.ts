/**
 * Public site configuration shared by the landing page and the panel: every external address the
 * spec leaves to the owner (checkout links, social profile, contact mail, support WhatsApp number and
 * its prefilled text, notices group, affiliate links, support material, every video).
 *
 * Each app's src/config.ts passes its Vite env (`import.meta.env`, read from the repo root's .env files)
 * to `createSiteConfig`. Rules:
 * - An unset or invalid address is `null` and its element is hidden, never a dead link.
 * - Videos default to small sample files the product serves itself under /demo/; setting a video
 *   variable to an empty string turns its default off.
 * - A video address ending in .mp4/.webm/.ogv/.mov plays in the page's own player; any other address
 *   is a video host's embeddable player page (e.g. https://www.youtube-nocookie.com/embed/ID), shown in
 *   an iframe only after the visitor presses play.
 * - Addresses must be https://, http:// or a path on this site ("/…"); anything else is ignored.
 *
 * | Variable | Meaning | Default |
 * |---|---|---|
 * | VITE_SITE_URL | Public origin, for canonical links, Open Graph and the sitemap | http://localhost:3000 (what `npm start` serves) |
 * | VITE_CHECKOUT_URL_BASIC / _PRO / _ADVANCED | Checkout page of each plan | unset |
 * | VITE_SOCIAL_PROFILE_URL | Social profile (footer) | unset |
 * | VITE_CONTACT_EMAIL | Contact mail address (footer, legal pages) | unset |
 * | VITE_SUPPORT_WHATSAPP_NUMBER | Support number, digits with country code (5511999998888) | unset |
 * | VITE_SUPPORT_WHATSAPP_TEXT | Text prefilled in the support chat opened from the site | SUPPORT_PREFILLED_TEXT_DEFAULT |
 * | VITE_NOTICES_GROUP_URL | Customers' notices group (panel dashboard) | unset |
 * | VITE_AFFILIATE_PROGRAM_URL | Affiliate programme on the checkout platform | unset |
 * | VITE_AFFILIATE_SUPPORT_MATERIAL_URL | Affiliates' support material | unset |
 * | VITE_VIDEO_<NAME>_URL / VITE_VIDEO_<NAME>_POSTER | A video and its poster image, NAME in VIDEO_NAMES | sample under /demo/ |
 */
import { PLAN_IDS, type PlanId } from './plans.ts';

/** What the apps pass in: `import.meta.env` (booleans like DEV/PROD are ignored). */
export type SiteConfigEnv = Readonly<Record<string, unknown>>;

export interface VideoSource {
  /** 'file': played by the page's own <video>; 'embed': a video host's player page, shown in an iframe. */
  kind: 'file' | 'embed';
  url: string;
  /** Still image shown before the video loads; null shows a plain placeholder. */
  posterUrl: string | null;
}

/** Videos of the training page (spec 2 §2.9): 'Montando seu Fluxo' plus four shorter lessons. */
export const TRAINING_VIDEO_IDS = [
  'buildingFlow',
  'flowBestPractices',
  'registeringMedia',
  'agentCommands',
  'registeringLinks',
] as const;
export type TrainingVideoId = (typeof TRAINING_VIDEO_IDS)[number];

export const TESTIMONIAL_COUNT = 4;

export interface SiteConfig {
  siteUrl: string;
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

export const SITE_URL_DEFAULT = 'http://localhost:3000';
export const SUPPORT_PREFILLED_TEXT_DEFAULT = 'Olá! Vim pelo site e tenho uma dúvida.';
export const WHATSAPP_CHAT_BASE_URL = 'https://wa.me/';

/** Folder (in the landing's public files) holding the sample videos and posters. */
export const SAMPLE_MEDIA_PATH = '/demo';

const SAMPLE_TESTIMONIALS = Array.from({ length: TESTIMONIAL_COUNT }, (_, index) => ({
  url: `${SAMPLE_MEDIA_PATH}/depoimento-${index + 1}.mp4`,
  poster: `${SAMPLE_MEDIA_PATH}/depoimento-${index + 1}.jpg`,
}));
const SAMPLE_WALKTHROUGH = {
  url: `${SAMPLE_MEDIA_PATH}/ativacao.mp4`,
  poster: `${SAMPLE_MEDIA_PATH}/ativacao.jpg`,
};
const SAMPLE_PRESENTATION = { url: `${SAMPLE_MEDIA_PATH}/demo.mp4`, poster: `${SAMPLE_MEDIA_PATH}/demo.jpg` };

/** Env name stem (VITE_VIDEO_<NAME>_URL / _POSTER) of every video, with its sample default. */
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
  const rawUrl = readString(env, `VITE_VIDEO_${name}_URL`);
  // Unset → the sample; set but empty → hidden.
  const url = rawUrl === undefined ? (sample?.url ?? null) : safeUrl(rawUrl);
  if (!url) return null;
  const rawPoster = readString(env, `VITE_VIDEO_${name}_POSTER`);
  const posterUrl =
    rawPoster === undefined && rawUrl === undefined ? (sample?.poster ?? null) : safeUrl(rawPoster);
  return { kind: videoKind(url), url, posterUrl };
}

export function createSiteConfig(env: SiteConfigEnv): SiteConfig {
  const url = (key: string) => safeUrl(readString(env, key));

  const contactEmail = readString(env, 'VITE_CONTACT_EMAIL');
  const validEmail = contactEmail && EMAIL_SHAPE.test(contactEmail) ? contactEmail : null;
  const whatsAppNumber = readString(env, 'VITE_SUPPORT_WHATSAPP_NUMBER')?.replace(NON_DIGITS, '') || null;
  const prefilledText = readString(env, 'VITE_SUPPORT_WHATSAPP_TEXT') || SUPPORT_PREFILLED_TEXT_DEFAULT;

  const checkoutUrls = Object.fromEntries(
    PLAN_IDS.map((id) => [id, url(`VITE_CHECKOUT_URL_${id.toUpperCase()}`)]),
  ) as Record<PlanId, string | null>;

  const training = Object.fromEntries(
    Object.entries(VIDEO_NAMES.training).map(([id, name]) => [id, readVideo(env, name, SAMPLE_PRESENTATION)]),
  ) as Record<TrainingVideoId, VideoSource | null>;

  return {
    siteUrl: (url('VITE_SITE_URL') ?? SITE_URL_DEFAULT).replace(/\/+$/, ''),
    checkoutUrls,
    socialProfileUrl: url('VITE_SOCIAL_PROFILE_URL'),
    contactEmail: validEmail,
    contactEmailUrl: validEmail ? `mailto:${validEmail}` : null,
    support: {
      whatsAppNumber,
      prefilledText,
      chatUrl: whatsAppNumber ? whatsAppChatUrl(whatsAppNumber, prefilledText) : null,
    },
    noticesGroupUrl: url('VITE_NOTICES_GROUP_URL'),
    affiliate: {
      programUrl: url('VITE_AFFILIATE_PROGRAM_URL'),
      supportMaterialUrl: url('VITE_AFFILIATE_SUPPORT_MATERIAL_URL'),
    },
    videos: {
      demo: readVideo(env, VIDEO_NAMES.demo, SAMPLE_PRESENTATION),
      testimonials: VIDEO_NAMES.testimonials
        .map((name, index) => readVideo(env, name, SAMPLE_TESTIMONIALS[index] ?? null))
        .filter((video): video is VideoSource => video !== null),
      walkthrough: readVideo(env, VIDEO_NAMES.walkthrough, SAMPLE_WALKTHROUGH),
      presentation: readVideo(env, VIDEO_NAMES.presentation, SAMPLE_PRESENTATION),
      affiliate: readVideo(env, VIDEO_NAMES.affiliate, SAMPLE_PRESENTATION),
      training,
    },
  };
}
