import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { spaceTokens } from '../../tokens/scale.ts';
import { LeadCard, type LeadCardData, type LeadCardLabels } from '../LeadCard/LeadCard.tsx';
import type { TagOption } from '../TagMenu/TagMenu.tsx';
import { feedKeyTarget } from './feedKeys.ts';
import * as styles from './KanbanColumn.css.ts';
import { useFocusFallbackToCard } from './useFocusFallbackToCard.ts';

/** Estimated height of one lead card; the virtualizer measures the rendered ones. */
export const LEAD_CARD_ESTIMATED_PX = 160;
// The virtualizer places cards in pixels: the same spacing tokens the column's styles use.
const LEAD_CARD_GAP_PX = Number.parseInt(spaceTokens.sm, 10);
const COLUMN_PADDING_PX = Number.parseInt(spaceTokens.md, 10);
/** Cards rendered beyond each end of the visible ones, so a quick scroll or Tab finds them ready. */
const OVERSCAN_CARDS = 3;

export interface LeadFeedProps {
  columnId: number;
  /** The column's heading, which names the feed. */
  labelledBy: string;
  leads: readonly LeadCardData[];
  /** Leads of the column in the period, loaded or not (each card's "n of total"). */
  total: number;
  hasMore: boolean;
  leadLabels: LeadCardLabels;
  tagOptions: readonly TagOption[];
  onTagSelect: (leadId: number, tagId: string) => void;
  pendingLeadIds?: ReadonlySet<number> | undefined;
  onLoadMore?: ((columnId: number) => void) | undefined;
  isLoadingMore: boolean;
  loadingMoreLabel: string;
}

/** The card (its index) that holds `node`, if `node` is inside a card of this feed. */
function cardIndexOf(feed: HTMLElement, node: EventTarget | null): number | null {
  if (!(node instanceof Element) || !feed.contains(node)) return null;
  const item = node.closest<HTMLElement>('[data-index]');
  return item ? Number(item.dataset.index) : null;
}

/**
 * A column's lead cards as a feed: only the cards in view (and a few around them) are in the DOM, so a period
 * with thousands of leads scrolls smoothly. Each card takes focus; ↓/PageDown and ↑/PageUp move to the next and
 * previous card, Home and End to the first and last loaded one, rendering it first when it is out of view.
 */
export function LeadFeed({
  columnId,
  labelledBy,
  leads,
  total,
  hasMore,
  leadLabels,
  tagOptions,
  onTagSelect,
  pendingLeadIds,
  onLoadMore,
  isLoadingMore,
  loadingMoreLabel,
}: LeadFeedProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const feedRef = useRef<HTMLDivElement>(null);
  // The card holding focus stays rendered when it scrolls out of view, so the focus is never dropped.
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  // A card the keyboard moved to, focused as soon as it is rendered.
  const focusPending = useRef<number | null>(null);
  // That card is kept in view while the cards around it are measured and move it, until the user scrolls
  // another way or moves the focus.
  const revealing = useRef<number | null>(null);
  const count = leads.length;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex === null || focusedIndex >= range.count || indexes.includes(focusedIndex)) {
        return indexes;
      }
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => LEAD_CARD_ESTIMATED_PX,
    gap: LEAD_CARD_GAP_PX,
    paddingStart: COLUMN_PADDING_PX,
    paddingEnd: COLUMN_PADDING_PX,
    overscan: OVERSCAN_CARDS,
    getItemKey: (index) => leads[index]?.id ?? index,
    rangeExtractor,
  });
  const cards = virtualizer.getVirtualItems();

  useFocusFallbackToCard(feedRef);

  useLayoutEffect(() => {
    const itemAt = (index: number | null) =>
      index === null ? null : feedRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    const pending = itemAt(focusPending.current)?.querySelector('article');
    if (pending) {
      focusPending.current = null;
      pending.focus({ preventScroll: true });
    }
    // The browser places the rendered card exactly; an estimate-based scroll could stop short of it.
    const revealed = itemAt(revealing.current);
    if (revealed?.contains(document.activeElement)) revealed.scrollIntoView({ block: 'nearest' });
  });

  // The next page is asked for once each time the column's end comes into view, and again when a page that
  // arrived still leaves the end in view; not while it stays there after a failed page (the user scrolls back).
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  const endInView = hasMore && count > 0 && lastVisible + OVERSCAN_CARDS >= count - 1;
  const loadMoreAt = endInView ? count : null;
  const loadMore = useEffectEvent(() => onLoadMore?.(columnId));
  useEffect(() => {
    if (loadMoreAt !== null) loadMore();
  }, [loadMoreAt]);

  const moveFocusTo = (index: number) => {
    focusPending.current = index;
    revealing.current = index;
    setFocusedIndex(index);
  };
  const stopRevealing = () => {
    revealing.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const feed = feedRef.current;
    const from = feed && cardIndexOf(feed, event.target);
    if (from === null || from === undefined) return;
    // Arrows, Home and End act on a card itself; inside it they belong to its controls.
    const onCard = event.target instanceof HTMLElement && event.target.tagName === 'ARTICLE';
    const to = feedKeyTarget(event.key, from, count, onCard);
    if (to === null) {
      // Another key may scroll the column (Space): the card stops being held in view.
      stopRevealing();
      return;
    }
    event.preventDefault();
    moveFocusTo(to);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const feed = feedRef.current;
    const index = feed && cardIndexOf(feed, event.target);
    if (index !== revealing.current || event.target.tagName !== 'ARTICLE') stopRevealing();
    if (index !== null && index !== undefined && index !== focusedIndex) setFocusedIndex(index);
  };

  return (
    <div
      ref={scrollerRef}
      className={styles.scroller}
      onWheel={stopRevealing}
      onPointerDown={stopRevealing}
      onTouchStart={stopRevealing}
    >
      <div
        ref={feedRef}
        role="feed"
        aria-labelledby={labelledBy}
        aria-busy={isLoadingMore}
        className={styles.feed}
        style={assignInlineVars({ [styles.feedHeight]: `${virtualizer.getTotalSize()}px` })}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        {cards.map((card) => {
          const lead = leads[card.index];
          if (!lead) return null;
          return (
            <div
              key={card.key}
              ref={virtualizer.measureElement}
              data-index={card.index}
              className={styles.feedItem}
              style={assignInlineVars({ [styles.cardOffset]: `${card.start}px` })}
            >
              <LeadCard
                lead={lead}
                labels={leadLabels}
                tagOptions={tagOptions}
                onTagSelect={onTagSelect}
                isTagPending={pendingLeadIds?.has(lead.id) ?? false}
                feedPosition={{ index: card.index + 1, setSize: Math.max(total, count) }}
              />
            </div>
          );
        })}
      </div>
      {isLoadingMore && (
        <div className={styles.loadingMore}>
          <Spinner aria-label={loadingMoreLabel} />
        </div>
      )}
    </div>
  );
}
