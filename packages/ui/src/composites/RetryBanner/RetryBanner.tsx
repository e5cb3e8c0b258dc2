import type { ReactNode } from 'react';
import { COPY } from '../../copy.ts';
import { Banner } from '../../primitives/Banner/Banner.tsx';
import { Button } from '../../primitives/Button/Button.tsx';

export interface RetryBannerProps {
  /** Why the content could not be loaded. */
  children: ReactNode;
  /** The button's text; "Tentar novamente" unless given. */
  retryLabel?: string;
  onRetry: () => void;
  className?: string;
}

/** Content that failed to load: the reason in a danger banner, with the button that loads it again. */
export function RetryBanner({
  children,
  retryLabel = COPY.banner.retry,
  onRetry,
  className,
}: RetryBannerProps) {
  return (
    <Banner
      tone="danger"
      className={className}
      action={
        <Button size="sm" variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Banner>
  );
}
