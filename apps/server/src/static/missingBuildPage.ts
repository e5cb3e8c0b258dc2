import { MISSING_BUILD_TITLE, missingBuildMessage } from '../messages.ts';
import type { AppBuild } from './appBuilds.ts';
import { escapeHtml } from './html.ts';

/** Served (503) in place of an app whose dist folder does not exist yet: says how to build it. */
export function missingBuildPage(build: AppBuild): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${MISSING_BUILD_TITLE}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${MISSING_BUILD_TITLE}</h1>
<p>${escapeHtml(missingBuildMessage(build.label, build.workspace, build.dir))}</p>
</body>
</html>`;
}
