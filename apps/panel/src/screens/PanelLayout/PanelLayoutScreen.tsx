import type { ReactNode } from 'react';

// Being built by panel engineer 1.
export function PanelLayoutScreen({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
