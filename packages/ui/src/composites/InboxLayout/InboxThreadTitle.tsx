import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { Heading } from '../../primitives/Text/Text.tsx';

export interface InboxTitleContextValue {
  /** 1 when the open conversation is the whole page (a phone or tablet), 2 beside the list. */
  level: 1 | 2;
  /** True once after a phone opened the conversation from the list: its title should take the focus. */
  claimFocus: () => boolean;
}

export const InboxTitleContext = createContext<InboxTitleContextValue>({ level: 2, claimFocus: () => false });

export interface InboxThreadTitleProps {
  children: ReactNode;
  id?: string;
}

/**
 * The open conversation's title (the lead's name) inside an InboxLayout: the page's level-1 heading where the
 * conversation is all a phone shows, a level-2 one beside the list. Opened from the list on a phone, it takes the
 * keyboard focus, so a screen reader starts at who the conversation is with.
 */
export function InboxThreadTitle({ children, id }: InboxThreadTitleProps) {
  const { level, claimFocus } = useContext(InboxTitleContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (claimFocus()) ref.current?.focus();
  }, [claimFocus]);
  return (
    <Heading ref={ref} level={level} size="md" id={id} tabIndex={-1} data-inbox-title="">
      {children}
    </Heading>
  );
}
