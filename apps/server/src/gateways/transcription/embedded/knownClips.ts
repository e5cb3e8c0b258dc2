import { createHash } from 'node:crypto';
import { DEMO_FILES } from '../../instances/instancesService/simulator/demoMedia.ts';

/**
 * The recordings the embedded stand-in "hears", by the sha-256 of their bytes: the instances simulator's demo voice
 * note (its page's "Anexo" → "Mensagem de voz") says a price question, so `npm start` shows a voice note
 * transcribed and answered with the product's offers. Any other audio is heard as nothing.
 */
const KNOWN: readonly { readonly audio: Buffer; readonly words: string }[] = [
  { audio: DEMO_FILES.audio.body, words: 'Oi, quanto custa o sérum?' },
];

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const WORDS_BY_DIGEST = new Map(KNOWN.map((clip) => [digest(clip.audio), clip.words]));

/** What the stand-in hears in `audio`: the words of a known clip, '' for anything else. */
export const wordsHeardIn = (audio: Buffer): string => WORDS_BY_DIGEST.get(digest(audio)) ?? '';
