import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export interface SidebarState {
  /** Narrow screens: whether the menu drawer is out (at and above 768 px the menu is always shown). */
  isOpen: boolean;
  open: () => void;
  toggle: () => void;
  close: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/** The panel's sidebar state: one open/toggle/close for the layout and any screen. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo<SidebarState>(
    () => ({
      isOpen,
      open: () => setOpen(true),
      toggle: () => setOpen((current) => !current),
      close: () => setOpen(false),
    }),
    [isOpen],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const sidebar = useContext(SidebarContext);
  if (!sidebar) throw new Error('useSidebar must be used inside <SidebarProvider> (the panel layout)');
  return sidebar;
}
