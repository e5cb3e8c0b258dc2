import { KNOWLEDGE_PASSAGE_MAX_CHARS, KNOWLEDGE_PASSAGE_MAX_SENTENCES } from '../constants.ts';

/**
 * Splits a text into sentences: at a full stop, question or exclamation mark followed by a space, and at every
 * line break (a list, a heading, a table row is its own sentence). Blank pieces are dropped.
 */
export function sentencesOf(text: string): string[] {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // A line broken inside a sentence (a PDF's wrapped line) goes on in lower case: it is joined back.
      .replace(/\n+(?=\p{Ll})/gu, ' ')
      .split(/\n+|(?<=[.!?…])\s+(?=\S)/u)
      .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
  );
}

/**
 * The passages a text is indexed as (one sentence a line): a few sentences each (KNOWLEDGE_PASSAGE_MAX_SENTENCES, at most
 * KNOWLEDGE_PASSAGE_MAX_CHARS unless one sentence alone is longer), in reading order. Paragraphs are kept apart,
 * so a passage never joins the end of one subject to the start of the next.
 */
export function passagesOf(text: string): string[] {
  const passages: string[] = [];
  for (const paragraph of withHeadings(text.replace(/\r\n?/g, '\n').split(/\n\s*\n/))) {
    let current: string[] = [];
    let length = 0;
    for (const sentence of sentencesOf(paragraph)) {
      const full =
        current.length >= KNOWLEDGE_PASSAGE_MAX_SENTENCES ||
        (current.length > 0 && length + sentence.length + 1 > KNOWLEDGE_PASSAGE_MAX_CHARS);
      if (full) {
        passages.push(current.join('\n'));
        current = [];
        length = 0;
      }
      current.push(sentence);
      length += sentence.length + 1;
    }
    if (current.length > 0) passages.push(current.join('\n'));
  }
  return passages;
}

/** A short line with no final stop ("# Entrega", "Trocas e devoluções"): a title of what follows. */
export function isHeading(sentence: string): boolean {
  return sentence.length <= 60 && !/[.!?…;,]$/.test(sentence.trim());
}

/** A paragraph that is only a heading goes with the next paragraph, so its passage says what it is about. */
function withHeadings(paragraphs: readonly string[]): string[] {
  const joined: string[] = [];
  let heading: string | undefined;
  for (const paragraph of paragraphs) {
    const text = paragraph.replace(/^\s*#+\s*/gm, '').trim();
    if (!text) continue;
    const sentences = sentencesOf(text);
    if (sentences.length === 1 && isHeading(sentences[0] ?? '')) {
      heading = heading ? `${heading}\n${text}` : text;
      continue;
    }
    joined.push(heading ? `${heading}\n${text}` : text);
    heading = undefined;
  }
  if (heading) joined.push(heading);
  return joined;
}
