/**
 * The small Markdown subset the legal pages are written in, so the owner can edit plain text files:
 * headings (#, ##, ###), paragraphs, "-" lists, **bold** and [links](https://…). Anything else is text.
 */

export type InlineSegment =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; content: InlineSegment[] }
  | { kind: 'paragraph'; content: InlineSegment[] }
  | { kind: 'list'; items: InlineSegment[][] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const LIST_ITEM = /^[-*]\s+(.*)$/;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
/** Links may point at http(s), mail or this site; others stay plain text. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/;

export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, strong, linkText, href] = match;
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    if (strong !== undefined) segments.push({ kind: 'strong', text: strong });
    else if (linkText !== undefined && href !== undefined && SAFE_HREF.test(href)) {
      segments.push({ kind: 'link', text: linkText, href });
    } else segments.push({ kind: 'text', text: whole });
    last = start + whole.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

export function parseLegalMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list.length > 0) blocks.push({ kind: 'list', items: list.map(parseInline) });
    paragraph = [];
    list = [];
  };

  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    if (!line) {
      flush();
    } else if (heading?.[1] && heading[2] !== undefined) {
      flush();
      const level = heading[1].length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2]) });
    } else if (item?.[1] !== undefined) {
      if (paragraph.length > 0) flush();
      list.push(item[1]);
    } else if (list.length > 0 && rawLine.startsWith('  ')) {
      // An indented line continues the previous list item.
      list[list.length - 1] = `${list.at(-1)} ${line}`;
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Plain text of inline segments (for titles and meta descriptions). */
export function inlineText(segments: readonly InlineSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}
