import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { LOCALE } from '../../constants.ts';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { AgentStatusBadge } from '../AgentStatusBadge/AgentStatusBadge.tsx';
import * as styles from './ConversationList.css.ts';

export interface ConversationListItem {
  /** The lead's phone: the conversation's identity. */
  id: string;
  /** The lead's name, or the formatted phone when there is none. */
  title: string;
  /** The phone as shown, under the name. */
  subtitle: string;
  /** The last message, already prefixed with who wrote it. */
  preview: string;
  /** Already in São Paulo time. */
  time: string;
  timeIso: string;
  paused: boolean;
  /** How many of the lead's messages the owner has not seen (0: none). */
  unread?: number;
  /** The unread count in words for screen readers, e.g. "2 mensagens não lidas". */
  unreadLabel?: string;
  /** The lead waits for a person, in words (since when and why); absent when it does not. */
  waiting?: string;
  /** The lead asked the agent to stop writing, in words (since when); absent when it did not. */
  doNotDisturb?: string;
  /** The lead bought ("Comprou · R$ 197,00 · Kit"); absent when it did not, or the sale was refunded. */
  purchase?: string;
  href: string;
}

export interface ConversationListLabels {
  /** The list's accessible name, e.g. "Conversas". */
  title: string;
  /** The badge of a lead the agent is paused for. */
  paused: string;
  loadMore: string;
  loadingMore: string;
}

export interface ConversationListProps {
  items: readonly ConversationListItem[];
  labels: ConversationListLabels;
  /** The conversation open beside the list (drawn as the current one). */
  currentId?: string | null;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** Opens a row's address in the app's router; without it the browser follows the address. */
  onOpen?: (href: string) => void;
}

/** Keys that move the focus between rows; j and k move like ↓ and ↑ (as in mail and chat inboxes). */
const MOVES: Record<string, 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp'> = {
  ArrowDown: 'next',
  j: 'next',
  ArrowUp: 'previous',
  k: 'previous',
  Home: 'first',
  End: 'last',
  PageDown: 'pageDown',
  PageUp: 'pageUp',
};

/** Type-ahead: letters typed within this long add to one search. */
const TYPE_AHEAD_MS = 1_000;

const collator = new Intl.Collator(LOCALE, { usage: 'search', sensitivity: 'base' });

/**
 * Whether the last thing the user did was on the keyboard: the focused row shows its ring only then, as
 * react-aria's focus-visible does (a click focuses a row without drawing it).
 */
let keyboardModality = false;
let modalityListeners = 0;
const onKeyModality = (event: globalThis.KeyboardEvent) => {
  if (
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    event.key !== 'Control' &&
    event.key !== 'Shift' &&
    event.key !== 'Meta'
  )
    keyboardModality = true;
};
const onPointerModality = () => {
  keyboardModality = false;
};
function trackModality(): () => void {
  if (modalityListeners++ === 0) {
    document.addEventListener('keydown', onKeyModality, true);
    document.addEventListener('pointerdown', onPointerModality, true);
    document.addEventListener('mousedown', onPointerModality, true);
  }
  return () => {
    if (--modalityListeners > 0) return;
    document.removeEventListener('keydown', onKeyModality, true);
    document.removeEventListener('pointerdown', onPointerModality, true);
    document.removeEventListener('mousedown', onPointerModality, true);
  };
}

/** The nearest scrolling ancestor's height (a page for PageUp/PageDown), else the window's. */
function pageHeight(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node.clientHeight;
  }
  return window.innerHeight;
}

/** The row a move leads to from `index` (rows in order), or undefined at an end. */
function moveTarget(
  rows: HTMLElement[],
  index: number,
  move: (typeof MOVES)[string],
): HTMLElement | undefined {
  const current = rows[index];
  if (move === 'first') return rows[0];
  if (move === 'last') return rows.at(-1);
  if (move === 'next') return rows[index + 1];
  if (move === 'previous') return index > 0 ? rows[index - 1] : undefined;
  if (!current) return undefined;
  const top = current.getBoundingClientRect().top;
  const height = pageHeight(current);
  if (move === 'pageDown')
    return rows.findLast((row) => row.getBoundingClientRect().top <= top + height) ?? rows.at(-1);
  return rows.find((row) => row.getBoundingClientRect().top >= top - height) ?? rows[0];
}

function focusRow(row: HTMLElement | undefined) {
  if (!row) return;
  row.focus({ preventScroll: true });
  row.scrollIntoView?.({ block: 'nearest' });
}

/**
 * Follows a row's address: in the app's router, or (a modifier held: new tab, window or download, as on a link)
 * through a link the browser clicks itself.
 */
interface Modifiers {
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

function openHref(href: string, modifiers: Modifiers, onOpen?: (href: string) => void) {
  const withModifier = modifiers.metaKey || modifiers.ctrlKey || modifiers.shiftKey || modifiers.altKey;
  if (onOpen && !withModifier) {
    onOpen(href);
    return;
  }
  const link = document.createElement('a');
  link.href = href;
  link.dispatchEvent(
    new globalThis.MouseEvent('click', {
      metaKey: modifiers.metaKey,
      ctrlKey: modifiers.ctrlKey,
      altKey: modifiers.altKey,
      shiftKey: modifiers.shiftKey,
      detail: 1,
      bubbles: true,
      cancelable: true,
    }),
  );
}

/**
 * The account's conversations (newest first, or longest wait first in "Aguardando você") as an inbox: one Tab
 * stop, ↑/↓ (or k/j), Home/End and PageUp/PageDown move between them, typing a name's first letters goes to it,
 * Enter (or Space, or a click) opens one. Each says how many of the lead's messages are unread, and when the agent
 * is paused, the lead waits for a person, bought, or asked not to be disturbed. A grid of rows drawn by hand, with
 * the roles, names and keys react-aria's GridList gave it: its collection, selection and focus-scope code was about
 * 25 kB gzip of the inbox's first load.
 */
export function ConversationList({
  items,
  labels,
  currentId = null,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  onOpen,
}: ConversationListProps) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const [isKeyboard, setKeyboard] = useState(false);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const typed = useRef({ text: '', at: 0 });
  useEffect(trackModality, []);
  const tabStop = items.some((item) => item.id === focusedId) ? focusedId : null;

  const rowsOf = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>(':scope > [role="row"]')];

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocusWithin(true);
    setKeyboard(keyboardModality);
    const grid = event.currentTarget;
    if (event.target !== grid) {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"]');
      if (row?.dataset.key !== undefined) setFocusedId(row.dataset.key);
      return;
    }
    // The grid itself takes the Tab stop until a row has had focus: on to the first row, or the last when
    // Shift+Tab came back from after the list.
    const rows = rowsOf(grid);
    const from = event.relatedTarget;
    const fromAfter =
      from instanceof Node && Boolean(grid.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    focusRow(fromAfter ? rows.at(-1) : rows[0]);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const grid = event.currentTarget;
    const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"]');
    if (!row) return;
    setKeyboard(true);
    const href = row.dataset.href;
    const now = Date.now();
    const searching = now - typed.current.at > TYPE_AHEAD_MS ? '' : typed.current.text;
    if ((event.key === 'Enter' || (event.key === ' ' && searching === '')) && href) {
      event.preventDefault();
      openHref(href, event, onOpen);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const rows = rowsOf(grid);
    const index = rows.indexOf(row);
    const move = Object.hasOwn(MOVES, event.key) ? MOVES[event.key] : undefined;
    if (move) {
      const target = moveTarget(rows, index, move);
      event.preventDefault();
      focusRow(target);
      return;
    }
    if (event.key.length !== 1) return;
    // Type-ahead: the first row from this one on whose name starts with what was typed, else from the top.
    const text = searching + event.key;
    typed.current = { text, at: now };
    if (text.trim() === '') return;
    event.preventDefault();
    const matches = (candidate: HTMLElement) =>
      collator.compare((candidate.getAttribute('aria-label') ?? '').slice(0, text.length), text) === 0;
    focusRow(rows.slice(index).find(matches) ?? rows.find(matches));
  };

  return (
    <div className={styles.wrapper}>
      <div>
        {/* biome-ignore lint/a11y/useSemanticElements: a grid of rows, the keyboard model of an inbox (one Tab stop, arrows between rows); <table> has neither */}
        <div
          role="grid"
          aria-label={labels.title}
          className={styles.list}
          tabIndex={tabStop === null ? 0 : -1}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => {
            const unread = item.unread ?? 0;
            const current = item.id === currentId;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a row of the grid above
              // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown opens the focused row on Enter
              <div
                key={item.id}
                role="row"
                aria-label={item.title}
                tabIndex={item.id === tabStop ? 0 : -1}
                data-key={item.id}
                data-href={item.href}
                className={styles.item}
                data-current={current || undefined}
                data-unread={unread > 0 || undefined}
                data-hovered={item.id === hoveredId || undefined}
                data-focus-visible={(isFocusWithin && isKeyboard && item.id === focusedId) || undefined}
                onPointerEnter={(event) => {
                  if (event.pointerType !== 'touch') setHoveredId(item.id);
                }}
                onPointerLeave={() => setHoveredId((hovered) => (hovered === item.id ? null : hovered))}
                onClick={(event) => {
                  if (event.button === 0) openHref(item.href, event, onOpen);
                }}
              >
                {/* biome-ignore lint/a11y/useSemanticElements: the row's one cell, drawn as the row's own grid */}
                {/* biome-ignore lint/a11y/useFocusableInteractive: the row takes the focus, as in a list-like grid */}
                <div role="gridcell" aria-colindex={1} style={{ display: 'contents' }}>
                  {/* Names and messages come from leads: isolated, their direction stays inside them. */}
                  <span className={styles.name}>
                    <bdi>{item.title}</bdi>
                  </span>
                  <time className={styles.time} dateTime={item.timeIso}>
                    {item.time}
                  </time>
                  <span className={styles.preview}>
                    <bdi>{item.preview}</bdi>
                  </span>
                  {unread > 0 ? (
                    <span className={styles.unread}>
                      <span aria-hidden="true">{unread}</span>
                      <span className={srOnly}>{item.unreadLabel ?? String(unread)}</span>
                    </span>
                  ) : (
                    <span />
                  )}
                  {(item.paused || item.waiting || item.purchase || item.doNotDisturb) && (
                    <span className={styles.badges}>
                      {item.waiting && <Badge tone="danger">{item.waiting}</Badge>}
                      {item.paused && <AgentStatusBadge status="paused">{labels.paused}</AgentStatusBadge>}
                      {item.purchase && <Badge tone="success">{item.purchase}</Badge>}
                      {item.doNotDisturb && <Badge tone="neutral">{item.doNotDisturb}</Badge>}
                    </span>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {hasMore && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.more}
          isPending={isLoadingMore}
          pendingLabel={labels.loadingMore}
          onPress={onLoadMore}
        >
          {labels.loadMore}
        </Button>
      )}
    </div>
  );
}
