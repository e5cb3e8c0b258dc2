import { srOnly } from '../../theme/focus.css.ts';
import * as styles from './ChatWidget.css.ts';
import { linkify } from './linkify.ts';

/**
 * A message's text: addresses become links opening in a new tab, everything else is drawn as text,
 * so a reply carrying markup shows it literally instead of running it.
 */
export function MessageText({ content, newTabLabel }: { content: string; newTabLabel: string }) {
  return (
    <>
      {linkify(content).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder; index and text identify them
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {part.text}
            <span className={srOnly}>{` ${newTabLabel}`}</span>
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
