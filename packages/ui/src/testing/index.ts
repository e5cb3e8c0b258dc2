export { boxesOverlap, controlsUnder, isOnTop, isTextCut, lineCount } from './layoutChecks.ts';
