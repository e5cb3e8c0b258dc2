import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { logoMarkSvg } from './src/brand/logoMarkSvg.ts';

const BRAND_DIR = resolve(import.meta.dirname, 'src/brand');
/** The one font file every page needs at once (pt-BR text is all in the latin range); other subsets load on demand. */
const LATIN_FONT_FILE = /inter-latin-wght-normal-[\w-]+\.woff2$/;

/** Served at the build's root; browsers ask /favicon.ico on their own, so it lives there too. */
function brandFiles(title: string): Record<string, string | Buffer> {
  return {
    'favicon.svg': logoMarkSvg(title),
    'favicon.ico': readFileSync(resolve(BRAND_DIR, 'favicon.ico')),
    'apple-touch-icon.png': readFileSync(resolve(BRAND_DIR, 'apple-touch-icon.png')),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
};

/**
 * The brand in each app's build: the favicon (drawn from the Logo's own mark) and its fallbacks, their <link>s, and a
 * preload of the latin font file so text does not wait for the stylesheet to discover it. `title` names the icon.
 */
export function brandAssets(title: string): Plugin {
  let base = '/';
  let isSsr = false;
  return {
    name: 'agente:brand-assets',
    configResolved(config) {
      base = config.base;
      isSsr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const files = brandFiles(title);
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        const file = files[name];
        if (file === undefined) return next();
        response.setHeader(
          'content-type',
          CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
        response.end(file);
      });
    },
    generateBundle() {
      if (isSsr) return;
      for (const [fileName, source] of Object.entries(brandFiles(title))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    transformIndexHtml(_html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) => LATIN_FONT_FILE.test(file));
      return [
        { tag: 'link', attrs: { rel: 'icon', href: `${base}favicon.ico`, sizes: '32x32' }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'icon', href: `${base}favicon.svg`, type: 'image/svg+xml' },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${base}apple-touch-icon.png` },
          injectTo: 'head',
        },
        ...(font
          ? [
              {
                tag: 'link',
                attrs: {
                  rel: 'preload',
                  href: `${base}${font}`,
                  as: 'font',
                  type: 'font/woff2',
                  crossorigin: '',
                },
                injectTo: 'head' as const,
              },
            ]
          : []),
      ];
    },
  };
}
