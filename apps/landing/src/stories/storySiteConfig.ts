/**
 * Site configuration for the landing's stories (never imported by the app): the sample videos and posters
 * of public/demo as bundled assets (Storybook serves no public folder), and example checkout, contact and
 * support addresses so every configurable element shows.
 */
import { createSiteConfig, type SiteConfig } from '@agente/rules';
import walkthroughPoster from '../../public/demo/ativacao.jpg';
import walkthroughVideo from '../../public/demo/ativacao.mp4';
import demoPoster from '../../public/demo/demo.jpg';
import demoVideo from '../../public/demo/demo.mp4';
import poster1 from '../../public/demo/depoimento-1.jpg';
import video1 from '../../public/demo/depoimento-1.mp4';
import poster2 from '../../public/demo/depoimento-2.jpg';
import video2 from '../../public/demo/depoimento-2.mp4';
import poster3 from '../../public/demo/depoimento-3.jpg';
import video3 from '../../public/demo/depoimento-3.mp4';
import poster4 from '../../public/demo/depoimento-4.jpg';
import video4 from '../../public/demo/depoimento-4.mp4';

const SAMPLE_MEDIA = {
  VIDEO_DEMO_URL: demoVideo,
  VIDEO_DEMO_POSTER: demoPoster,
  VIDEO_WALKTHROUGH_URL: walkthroughVideo,
  VIDEO_WALKTHROUGH_POSTER: walkthroughPoster,
  VIDEO_TESTIMONIAL_1_URL: video1,
  VIDEO_TESTIMONIAL_1_POSTER: poster1,
  VIDEO_TESTIMONIAL_2_URL: video2,
  VIDEO_TESTIMONIAL_2_POSTER: poster2,
  VIDEO_TESTIMONIAL_3_URL: video3,
  VIDEO_TESTIMONIAL_3_POSTER: poster3,
  VIDEO_TESTIMONIAL_4_URL: video4,
  VIDEO_TESTIMONIAL_4_POSTER: poster4,
};

export const STORY_CHECKOUT_URLS = {
  basic: 'https://pay.exemplo.com.br/basic',
  pro: 'https://pay.exemplo.com.br/pro',
  advanced: 'https://pay.exemplo.com.br/advanced',
} as const;

/** Written testimonials as an owner would set them (TESTIMONIAL_<N>_…). */
const STORY_TESTIMONIALS = {
  TESTIMONIAL_1_QUOTE:
    'O agente responde de madrugada e no domingo. Parei de perder cliente que chamava fora do horário.',
  TESTIMONIAL_1_NAME: 'Marina Souza',
  TESTIMONIAL_1_BUSINESS: 'Doces da Marina',
  TESTIMONIAL_1_RESULT: '40% mais pedidos no primeiro mês',
  TESTIMONIAL_2_QUOTE:
    'Configurei em uma tarde. Hoje ele qualifica os leads e eu só entro para fechar a venda.',
  TESTIMONIAL_2_NAME: 'Carlos Lima',
  TESTIMONIAL_2_BUSINESS: 'Oficina do Carlos',
  TESTIMONIAL_2_RESULT: 'Resposta em segundos, 24h',
  TESTIMONIAL_3_QUOTE: 'Meus clientes nem percebem a diferença, e eu ganhei tempo para cuidar da loja.',
  TESTIMONIAL_3_NAME: 'Patrícia Alves',
  TESTIMONIAL_3_BUSINESS: 'Ateliê Patrícia Alves',
};

const STORY_ADDRESSES = {
  SITE_URL: 'https://agente.exemplo.com.br',
  CHECKOUT_URL_BASIC: STORY_CHECKOUT_URLS.basic,
  CHECKOUT_URL_PRO: STORY_CHECKOUT_URLS.pro,
  CHECKOUT_URL_ADVANCED: STORY_CHECKOUT_URLS.advanced,
  SOCIAL_PROFILE_URL: 'https://www.instagram.com/exemplo',
  CONTACT_EMAIL: 'contato@exemplo.com.br',
  SUPPORT_WHATSAPP_NUMBER: '5511999998888',
};

/** Every address set, as an owner would configure the live site. */
export const STORY_SITE_CONFIG: SiteConfig = createSiteConfig({
  ...SAMPLE_MEDIA,
  ...STORY_ADDRESSES,
});

/** The live site with written testimonials set too. */
export const STORY_SITE_WITH_QUOTES: SiteConfig = createSiteConfig({
  ...SAMPLE_MEDIA,
  ...STORY_ADDRESSES,
  ...STORY_TESTIMONIALS,
});

/** The addresses set but no testimonial yet, written or filmed: the section shows the agent at work. */
export const STORY_SITE_WITHOUT_TESTIMONIALS: SiteConfig = createSiteConfig({
  ...STORY_ADDRESSES,
  VIDEO_DEMO_URL: demoVideo,
  VIDEO_DEMO_POSTER: demoPoster,
  VIDEO_WALKTHROUGH_URL: walkthroughVideo,
  VIDEO_WALKTHROUGH_POSTER: walkthroughPoster,
});

/** Nothing but the sample media: no checkout, contact or support address yet. */
export const STORY_UNCONFIGURED_SITE: SiteConfig = createSiteConfig(SAMPLE_MEDIA);
