export { boxesOverlap, controlsUnder, isOnTop, isTextCut, lineCount } from './layoutChecks.ts';
export { loadOnDemandParts } from './onDemandParts.ts';
