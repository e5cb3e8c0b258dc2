import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { brandAssets } from '../../packages/ui/brandAssets.ts';
import { LOCALE } from '../../packages/ui/src/constants.ts';

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

const UI_SRC = resolve(REPO_ROOT, 'packages/ui/src');

/** The design-system folders (under packages/ui/src) of what the login page shows. */
const LOGIN_UI_FOLDERS = [
  'composites/AuthLayout',
  'primitives/Banner',
  'primitives/Button',
  'primitives/Field',
  'primitives/Form',
  'primitives/IconButton',
  'primitives/InlineMessage',
  'primitives/Logo',
  'primitives/PasswordField',
  'primitives/Spinner',
  'primitives/Stack',
  'primitives/Text',
  'primitives/TextField',
  'brand',
];

/**
 * The icons those pieces draw (the rest of the icon set stays with the panel pages that show it), and the helpers
 * they and the entry use: the other helpers (the panel frame's, the modals', the wide-screen test) load with the
 * panel, so a visit to the login page does not download them.
 */
const LOGIN_UI_FILES = [
  'icons/Icon.tsx',
  'icons/Icon.css.ts',
  'icons/baseIcons.tsx',
  'utils/composeClassName.ts',
  'utils/lazyModule.ts',
];

/** A module id with forward slashes on every platform, as the listed paths are written. */
const posixPath = (id: string) => id.replaceAll('\\', '/');

/** The group test of a listed chunk: whether a module id lies in one of its listed folders or files. */
function inListedPaths(paths: readonly string[]): (id: string) => boolean {
  return (id) => {
    const path = posixPath(id);
    return paths.some((part) => path.includes(part));
  };
}

/**
 * A folder or file of a listed chunk renamed or moved would silently drop out of it, and its pages would load a dozen
 * small chunks again: the build stops instead.
 */
function requireListedPaths(chunk: string, root: string, paths: readonly string[]): void {
  const missing = paths.filter((path) => !existsSync(resolve(root, path)));
  if (missing.length > 0)
    throw new Error(
      `${chunk}: ${relative(REPO_ROOT, root) || 'the repository'} has no ${missing.join(', ')}`,
    );
}

requireListedPaths('login-base', UI_SRC, [...LOGIN_UI_FOLDERS, ...LOGIN_UI_FILES]);

const LOGIN_BASE_PATHS = [
  ...LOGIN_UI_FOLDERS.map((folder) => `packages/ui/src/${folder}/`),
  ...LOGIN_UI_FILES.map((file) => `packages/ui/src/${file}`),
  'packages/ui/src/theme/focus',
  'packages/ui/src/copy',
  'node_modules/xstate/',
  'packages/machines/src/notProvided',
  'apps/panel/src/app/redirect.ts',
];

/**
 * What the login page needs besides React, in one chunk rather than a dozen small ones (each compressed on its
 * own): the design system's buttons, fields, texts and banners with the react-aria pieces under them, XState
 * (the session machine) and where to go once logged in. Every panel page uses them too.
 */
const isLoginBase = inListedPaths(LOGIN_BASE_PATHS);

/**
 * What every /panel page runs besides the login's code: the panel area (guard, layout, side menu, agent switch,
 * connection light, support chat launcher, toasts) with the modules its screens share with it. Listed module by
 * module and grouped without their dependencies: the layout reaches the design system through its barrel, which
 * would otherwise drag every component into this chunk. The password-reset page loads it too (its links,
 * icons and limits are here), which readies the panel it leads to; the entry and the login page must not:
 * panelShellGuard checks it.
 */
const PANEL_SHELL_MODULES = [
  'apps/panel/src/app/PanelArea.tsx',
  'apps/panel/src/app/RequireAuth.tsx',
  'apps/panel/src/app/ScreenLoading.tsx',
  'apps/panel/src/app/sidebar.tsx',
  'apps/panel/src/app/panelStatus.tsx',
  'apps/panel/src/app/toasts.tsx',
  'apps/panel/src/panelRoutes.tsx',
  'apps/panel/src/siteConfig.ts',
  'apps/panel/src/screens/PanelLayout/PanelLayoutScreen.tsx',
  'apps/panel/src/screens/PanelLayout/PanelLayoutView.tsx',
  'apps/panel/src/screens/PanelLayout/menuItems.ts',
  'apps/panel/src/screens/PanelLayout/panelLayout.copy.ts',
  'apps/panel/src/screens/PanelLayout/useAgentStatus.ts',
  'apps/panel/src/screens/PanelLayout/useConnectionIndicator.ts',
  'apps/panel/src/screens/PanelLayout/useSupportChat.ts',
  'apps/panel/src/screens/PanelLayout/useVersionCheck.ts',
  'apps/panel/src/screens/PanelLayout/useWaitingCount.ts',
  'packages/ui/src/composites/PanelShell/',
  'packages/ui/src/composites/SideMenu/',
  'packages/ui/src/composites/AgentStatusToggle/',
  'packages/ui/src/composites/ConnectionIndicator/',
  'packages/ui/src/composites/ToastRegion/ToastRegion.tsx',
  'packages/ui/src/composites/ChatWidget/ChatWidget.tsx',
  'packages/ui/src/composites/ChatWidget/ChatWidget.css.ts',
  'packages/ui/src/composites/ChatWidget/ChatLauncher.tsx',
  'packages/ui/src/composites/ChatWidget/chatIcons.tsx',
  'packages/ui/src/primitives/ConfirmDialog/ConfirmDialog.tsx',
  'packages/ui/src/theme/floating.css.ts',
  'packages/ui/src/utils/heightVar.ts',
  'packages/ui/src/utils/lazyWhenOpened.tsx',
  'node_modules/@vanilla-extract/dynamic/',
  'node_modules/@vanilla-extract/private/',
  'packages/ui/src/theme/bottomInset.css.ts',
  'packages/rules/src/phone.ts',
  // Building blocks most panel screens show (six to twenty screens each): one request with the shell, not one each.
  'packages/ui/src/primitives/Link/',
  'node_modules/react-aria/dist/private/link/useLink.mjs',
  'node_modules/react-aria-components/dist/private/Link.mjs',
  'packages/ui/src/icons/icons.tsx',
  'packages/ui/src/format/money.ts',
  'packages/rules/src/limits.ts',
  'packages/machines/src/constants.ts',
  'packages/ui/src/primitives/Card/',
  'packages/ui/src/primitives/Badge/',
  'packages/ui/src/primitives/Skeleton/',
  'packages/ui/src/primitives/EmptyState/',
  'packages/ui/src/composites/RetryBanner/',
  'packages/ui/src/format/date.ts',
  'apps/panel/src/hooks/useResource.ts',
  'packages/machines/src/agentStatus/agentStatusMachine.ts',
  'packages/machines/src/connectionIndicator/connectionIndicatorMachine.ts',
  'packages/machines/src/versionCheck/versionCheckMachine.ts',
  'packages/machines/src/supportChat/supportChatMachine.ts',
  'packages/machines/src/waitingCount/waitingCountMachine.ts',
  'packages/machines/src/pageVisibility/documentVisibility.ts',
  'packages/rules/src/siteSettings.ts',
  'packages/rules/src/siteSettingsScript.ts',
  'packages/rules/src/plans.ts',
  'node_modules/react-aria/dist/private/switch/',
  'node_modules/react-aria/dist/private/toggle/useToggle.mjs',
  'node_modules/react-aria/dist/private/utils/useSlot.mjs',
  'node_modules/react-aria/dist/private/visually-hidden/VisuallyHidden.mjs',
  'node_modules/react-aria-components/dist/private/Switch.mjs',
  'node_modules/react-stately/dist/private/toggle/useToggleState.mjs',
  'node_modules/react-stately/dist/private/toast/useToastState.mjs',
];

requireListedPaths('panel-shell', REPO_ROOT, PANEL_SHELL_MODULES);

const isPanelShell = inListedPaths(PANEL_SHELL_MODULES);

/**
 * The design-system pieces the dashboard (the panel's home, where a login lands) shares with a few other screens
 * (account data, users, affiliate, training): one chunk beside the dashboard's own instead of five of 1–2 kB, which
 * a slow connection would fetch in a second round after the shell's.
 */
const DASHBOARD_PARTS = [
  'packages/ui/src/site/ActionLink/',
  'packages/ui/src/site/VideoEmbed/',
  'packages/ui/src/composites/StatCard/',
  'packages/ui/src/composites/UsageCard/',
  'packages/ui/src/primitives/Meter/',
  'node_modules/react-aria/dist/private/meter/useMeter.mjs',
  'node_modules/react-aria-components/dist/private/Meter.mjs',
  'apps/panel/src/screens/Dashboard/dashboardRules.ts',
];

requireListedPaths('dashboard-parts', REPO_ROOT, DASHBOARD_PARTS);

const isDashboardPart = inListedPaths(DASHBOARD_PARTS);

/** The page every visit without a session opens on: neither it nor the entry may load the panel shell. */
const PUBLIC_SCREENS = ['screens/Login/LoginScreen.tsx'];

/** The output's chunks by file name. */
function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}

/** The files a page that starts with `starts` loads before running them: those and their static imports, deep. */
function loadedWith(chunks: ReadonlyMap<string, OutputChunk>, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * A chunk's static imports that lead back to itself, as "a → b → a", or undefined. Two chunks that import each
 * other run in an order where one reads the other's exports before they exist, and the page stays blank.
 */
function chunkCycle(chunks: ReadonlyMap<string, OutputChunk>, start: string): string | undefined {
  const path: string[] = [];
  const done = new Set<string>();
  const visit = (file: string): string | undefined => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file].join(' → ');
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of chunks.get(file)?.imports ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  return visit(start);
}

/**
 * Stops the build when the entry or the login page would load the panel-shell chunk (a module moved or was
 * added), or when chunks import each other in a circle (a module left out of its chunk list).
 */
function panelShellGuard(): Plugin {
  return {
    name: 'agente:panel-shell-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const loads = (start: OutputChunk) =>
        [...loadedWith(chunks, [start.fileName])].map((file) => chunks.get(file)?.name);
      for (const chunk of chunks.values()) {
        const cycle = chunkCycle(chunks, chunk.fileName);
        if (cycle) this.error(`chunks import each other in a circle: ${cycle}`);
        const facade = posixPath(chunk.facadeModuleId ?? '');
        const isPublic = chunk.isEntry || PUBLIC_SCREENS.some((screen) => facade.endsWith(screen));
        if (isPublic && loads(chunk).includes('panel-shell')) {
          this.error(
            `panel-shell: ${chunk.fileName} would load the panel's shell; keep its modules out of PANEL_SHELL_MODULES`,
          );
        }
      }
    },
  };
}

/** Modules the panel's home needs besides the entry's: the panel area and the dashboard (where a login lands). */
const HOME_SCREEN_MODULES = [
  'apps/panel/src/app/PanelArea.tsx',
  'apps/panel/src/screens/Dashboard/DashboardScreen.tsx',
];
requireListedPaths('home.html', REPO_ROOT, HOME_SCREEN_MODULES);

/**
 * Writes dist/home.html: index.html that also preloads the panel area and the dashboard with the chunks they
 * import. The server sends it for /panel, so a browser asks for that code while the entry downloads instead of
 * after the entry has run (a round trip and the entry's start later); /login and the other pages keep
 * index.html and never download it.
 */
function homePage(): Plugin {
  let base = '/';
  return {
    name: 'agente:home-page',
    apply: 'build',
    // After Vite's own HTML step, which puts index.html in the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const entry = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const screens = HOME_SCREEN_MODULES.map((module) => {
        const chunk = [...chunks.values()].find((candidate) =>
          candidate.moduleIds.some((id) => posixPath(id).endsWith(module)),
        );
        if (!chunk) this.error(`home.html: no chunk holds ${module}`);
        return chunk.fileName;
      });
      const loadedByEntry = loadedWith(chunks, entry);
      const links = [...loadedWith(chunks, screens)]
        .filter((file) => !loadedByEntry.has(file))
        // Low priority: the entry, the stylesheet and the font come first, as the page needs them first.
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('home.html: the bundle has no index.html');
      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: String(index.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  // Built assets live under /panel/ so the panel and the landing builds never collide on one port;
  // the dev server keeps / so /login and /panel/* open directly.
  base: command === 'build' ? '/panel/' : '/',
  envDir: REPO_ROOT,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The panel always speaks pt-BR (UiProvider fixes react-aria's locale): leave out react-aria's strings for the
    // 30-odd other languages, which the drag-and-drop, grid and number field pieces would otherwise carry.
    optimizeLocales.vite({ locales: [LOCALE] }),
    versionFile(),
    panelShellGuard(),
    homePage(),
    brandAssets('Agente de Vendas'),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: wouter and @xstate/react need no shim for older Reacts.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // Every browser the panel supports preloads modules itself.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole panel (about 11 kB gzip) instead of ~45 of 1–3 kB that each screen's chunks
    // fetched after its scripts: on a slow connection those extra requests, six at a time, delayed the dashboard's
    // first paint by ~0.4 s (Lighthouse /panel ~85 → ~88, LCP 3.6 → 3.2 s); the login page's paint did not move.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'login-base', test: isLoginBase },
            { name: 'panel-shell', test: isPanelShell, includeDependenciesRecursively: false },
            { name: 'dashboard-parts', test: isDashboardPart, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': DEV_API_TARGET,
      '/uploads': DEV_API_TARGET,
      '/version.json': DEV_API_TARGET,
    },
  },
}));
