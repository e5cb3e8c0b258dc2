export { boxesOverlap, controlsUnder, isTextCut, lineCount } from './layoutChecks.ts';
