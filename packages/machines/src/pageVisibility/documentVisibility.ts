import { fromCallback } from 'xstate';

/*
 * A module of its own, importing nothing of the package: the side menu's count (in the panel shell's chunk) and an
 * open conversation (in its screen's chunk) both watch the tab. Taken from the conversation's machine, it pulled
 * that machine into a chunk the shell imports while the machine imports the shell's constants: a circle of
 * chunks, in which a module may read another's values before they are defined (the build refuses it now).
 */

export type VisibilityEvent = { type: 'page.hidden' } | { type: 'page.visible' };

/**
 * Reports the tab going to the background and back (the Page Visibility API); where there is no document
 * (tests, server rendering) it reports nothing and the tab counts as visible.
 */
export const documentVisibility = fromCallback<VisibilityEvent>(({ sendBack }) => {
  const doc = globalThis.document;
  if (!doc) return undefined;
  const report = () => sendBack({ type: doc.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
  report();
  doc.addEventListener('visibilitychange', report);
  return () => doc.removeEventListener('visibilitychange', report);
});
