import { type FocusEvent, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { Heading } from '../../primitives/Text/Text.tsx';
import { WIDE_MEDIA_QUERY } from '../../tokens/breakpoints.ts';
import { cx } from '../../utils/composeClassName.ts';
import { useMediaQuery } from '../../utils/useMediaQuery.ts';
import { viewportFrame } from '../ChatThread/ChatThread.css.ts';
import * as styles from './InboxLayout.css.ts';
import { InboxTitleContext } from './InboxThreadTitle.tsx';

export interface InboxLayoutProps {
  /** The page's title over the list, e.g. "Conversas": its level-1 heading whenever the list is on screen. */
  title: string;
  /** Under the title, fixed: the filters and the search. */
  listHeader: ReactNode;
  /** The conversations, scrolling under the header. */
  list: ReactNode;
  /** The open conversation (a ChatThread titled with InboxThreadTitle), or what to show when none is open. */
  thread: ReactNode;
  /** The pane a phone or tablet shows, the address deciding: the list, or the open conversation. */
  narrowPane: 'list' | 'thread';
  /** The list pane's accessible name, e.g. "Lista de conversas". */
  listLabel: string;
}

/**
 * An inbox: on a wide screen the list and the open conversation side by side, both filling the screen's height;
 * on a phone or tablet the list, then the conversation once one is open. Each width has one level-1 heading: the
 * title over the list, or on a phone showing only the conversation, the conversation's own title. There, opening a
 * conversation moves the focus to its title, and going back to the list returns it to the row that was opened.
 */
export function InboxLayout({ title, listHeader, list, thread, narrowPane, listLabel }: InboxLayoutProps) {
  const isWide = useMediaQuery(WIDE_MEDIA_QUERY);
  const threadIsPage = !isWide && narrowPane === 'thread';
  const threadPane = useRef<HTMLDivElement>(null);
  const lastFocusInList = useRef<HTMLElement | null>(null);
  const titleWantsFocus = useRef(false);
  const shownPane = useRef(narrowPane);

  const claimFocus = useCallback(() => {
    const wanted = titleWantsFocus.current;
    titleWantsFocus.current = false;
    return wanted;
  }, []);
  const titleContext = useMemo(
    () => ({ level: threadIsPage ? 1 : 2, claimFocus }) as const,
    [threadIsPage, claimFocus],
  );

  // Only a change of pane on a narrow screen moves the focus: side by side, the list keeps it while rows open.
  useEffect(() => {
    const previous = shownPane.current;
    shownPane.current = narrowPane;
    if (isWide || previous === narrowPane) return;
    if (narrowPane === 'thread') {
      const shownTitle = threadPane.current?.querySelector<HTMLElement>('[data-inbox-title]');
      // Still loading: the title takes the focus when it appears.
      if (shownTitle) shownTitle.focus();
      else titleWantsFocus.current = true;
    } else {
      titleWantsFocus.current = false;
      if (lastFocusInList.current?.isConnected) lastFocusInList.current.focus();
    }
  }, [narrowPane, isWide]);

  const rememberFocus = (event: FocusEvent<HTMLElement>) => {
    lastFocusInList.current = event.target;
  };

  return (
    <div className={cx(styles.root, viewportFrame)} data-pane={narrowPane}>
      <section className={styles.listPane} aria-label={listLabel} onFocus={rememberFocus}>
        <div className={styles.listHeader}>
          <Heading level={threadIsPage ? 2 : 1} size="lg">
            {title}
          </Heading>
          {listHeader}
        </div>
        <div className={styles.listBody}>{list}</div>
      </section>
      <div ref={threadPane} className={styles.threadPane}>
        <InboxTitleContext value={titleContext}>{thread}</InboxTitleContext>
      </div>
    </div>
  );
}
