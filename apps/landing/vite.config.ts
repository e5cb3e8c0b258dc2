import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brandAssets } from '../../packages/ui/brandAssets.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const OUT_DIR = resolve(import.meta.dirname, 'dist');
/** The dev server proxies the API to the product server (the landing itself calls none today). */
const DEV_API_TARGET = `http://localhost:${process.env.PORT ?? '3000'}`;

/** Writes dist/version.json ({version}) on every client build, like the panel does. */
function versionFile(): Plugin {
  return {
    name: 'agente:version-json',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async closeBundle() {
      await mkdir(OUT_DIR, { recursive: true });
      await writeFile(
        resolve(OUT_DIR, 'version.json'),
        `${JSON.stringify({ version: new Date().toISOString() })}\n`,
      );
    },
  };
}

const UI_SOURCE = `${resolve(REPO_ROOT, 'packages/ui/src')}/`;
/** The design system's global styles: imported for their effect, they must stay. */
const UI_GLOBAL_STYLES = /\/theme\/(theme|global)\.css\.ts/;

/**
 * The app imports @agente/ui through its index, which re-exports every component. Declaring the
 * package's modules free of side effects (but its global styles) lets the bundler drop the components,
 * their styles and their module-level setup (Intl formatters, icon tables) that the landing never uses.
 */
function uiModuleSideEffects(id: string): boolean | undefined {
  if (!id.startsWith(UI_SOURCE)) return undefined;
  return UI_GLOBAL_STYLES.test(id);
}

/**
 * `vite build` alone gives the client bundle; `npm run build` (prerender.ts) also builds the server
 * renderer and writes every route as static HTML.
 */
export default defineConfig({
  envDir: REPO_ROOT,
  plugins: [react(), vanillaExtractPlugin(), versionFile(), brandAssets('Agente de Vendas')],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // The prerender reads it to preload each page's own chunk.
    manifest: true,
    // One small stylesheet linked in the pre-rendered <head>: no flash of unstyled content when a
    // page's chunk loads after the HTML is already on screen.
    cssCodeSplit: false,
    rolldownOptions: { treeshake: { moduleSideEffects: uiModuleSideEffects } },
  },
  ssr: { noExternal: [/^@agente\//] },
  server: { proxy: { '/api': DEV_API_TARGET } },
});
