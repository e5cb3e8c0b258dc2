import { type ReactNode, useMemo } from 'react';
import { container } from '../SiteSection/SiteSection.css.ts';
import * as styles from './LegalPage.css.ts';
import { type InlineSegment, type MarkdownBlock, parseLegalMarkdown } from './legalMarkdown.ts';

export interface LegalPageProps {
  /** The page text in the Markdown subset of legalMarkdown.ts; its "# " heading is the page's h1. */
  markdown: string;
  /** Shown after the text, e.g. a link back to the home page. */
  footer?: ReactNode;
}

function Inline({ segments }: { segments: readonly InlineSegment[] }) {
  return segments.map((segment, index) => {
    const key = `${index}-${segment.kind}`;
    if (segment.kind === 'strong') return <strong key={key}>{segment.text}</strong>;
    if (segment.kind === 'link') {
      return (
        <a key={key} href={segment.href} className={styles.link}>
          {segment.text}
        </a>
      );
    }
    return <span key={key}>{segment.text}</span>;
  });
}

const HEADING_CLASS = { 1: styles.h1, 2: styles.h2, 3: styles.h3 } as const;

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return (
        <Tag className={HEADING_CLASS[block.level]}>
          <Inline segments={block.content} />
        </Tag>
      );
    }
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items of a static text.
            <li key={index}>
              <Inline segments={item} />
            </li>
          ))}
        </ul>
      );
    case 'paragraph':
      return (
        <p>
          <Inline segments={block.content} />
        </p>
      );
  }
}

/** A legal text (terms, privacy, cookies) rendered from the owner's Markdown file, in a readable column. */
export function LegalPage({ markdown, footer }: LegalPageProps) {
  const blocks = useMemo(() => parseLegalMarkdown(markdown), [markdown]);
  return (
    <main className={styles.page}>
      <div className={container}>
        <article className={styles.article}>
          {blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a static text.
            <Block key={index} block={block} />
          ))}
          {footer && <div className={styles.back}>{footer}</div>}
        </article>
      </div>
    </main>
  );
}
