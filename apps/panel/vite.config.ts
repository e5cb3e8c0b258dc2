import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = resolve(import.meta.dirname, 'dist');
/** The dev server proxies the API and uploaded media to the product server. */
const DEV_API_TARGET = `http://localhost:${process.env.PORT ?? '3000'}`;

/**
 * Writes dist/version.json ({version}) on every build. The server serves it as /version.json and the panel's
 * versionCheck machine compares it with the value it saw first, so each build must carry a new value.
 */
function versionFile(): Plugin {
  return {
    name: 'agente:version-json',
    apply: 'build',
    async closeBundle() {
      await mkdir(OUT_DIR, { recursive: true });
      const version = new Date().toISOString();
      await writeFile(resolve(OUT_DIR, 'version.json'), `${JSON.stringify({ version })}\n`);
    },
  };
}

export default defineConfig(({ command }) => ({
  // Built assets live under /panel/ so the panel and the landing builds never collide on one port;
  // the dev server keeps / so /login and /panel/* open directly.
  base: command === 'build' ? '/panel/' : '/',
  envDir: REPO_ROOT,
  plugins: [react(), vanillaExtractPlugin(), versionFile()],
  build: { outDir: OUT_DIR, emptyOutDir: true },
  server: {
    proxy: {
      '/api': DEV_API_TARGET,
      '/uploads': DEV_API_TARGET,
      '/version.json': DEV_API_TARGET,
    },
  },
}));
