import { SUPPORT_MAX_REPLIES, SUPPORT_REPLY_TARGET_CHARS } from '../../constants.ts';

const sentencesOf = (paragraph: string): string[] =>
  paragraph.match(/[^.!?]+[.!?]+|[^.!?]+$/g)?.map((sentence) => sentence.trim()) ?? [paragraph];

/** Every way to cut `count` pieces into `groups` contiguous, non-empty runs (as run lengths). */
function* partitions(count: number, groups: number): Generator<number[]> {
  if (groups === 1) {
    yield [count];
    return;
  }
  for (let first = 1; first <= count - groups + 1; first++) {
    for (const rest of partitions(count - first, groups - 1)) yield [first, ...rest];
  }
}

/** The cut into `groups` runs whose longest run is shortest (answers have a handful of pieces). */
function balancedGroups(pieces: readonly string[], groups: number): string[][] {
  let best: string[][] = [pieces.slice()];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (const sizes of partitions(pieces.length, groups)) {
    let start = 0;
    const candidate = sizes.map((size) => {
      const run = pieces.slice(start, start + size);
      start += size;
      return run;
    });
    const longest = Math.max(...candidate.map((run) => run.join('').length));
    if (longest < bestLongest) {
      best = candidate;
      bestLongest = longest;
    }
  }
  return best;
}

/**
 * Splits an answer into chat replies so that the panel's staggering (typing indicator, 4 s apart) shows: short
 * answers stay one reply; longer ones become 2–3 replies of similar size, cut between paragraphs (or between
 * sentences when there are too few paragraphs).
 */
export function splitReply(
  paragraphs: readonly string[],
  targetChars: number = SUPPORT_REPLY_TARGET_CHARS,
  maxReplies: number = SUPPORT_MAX_REPLIES,
): string[] {
  const cleaned = paragraphs.map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '');
  if (cleaned.length === 0) return [];
  const total = cleaned.reduce((sum, paragraph) => sum + paragraph.length, 0);
  const wanted = Math.min(maxReplies, Math.ceil(total / targetChars));
  if (wanted <= 1) return [cleaned.join('\n\n')];

  const bySentence = cleaned.length < wanted;
  const pieces = bySentence ? cleaned.flatMap(sentencesOf) : cleaned;
  const groups = balancedGroups(pieces, Math.min(wanted, pieces.length));
  return groups.map((run) => run.join(bySentence ? ' ' : '\n\n'));
}
