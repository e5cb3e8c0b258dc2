import { Icon, type IconProps } from '../../icons/Icon.tsx';

// Lucide-style strokes on the 24×24 grid of the design system's icon set, one per menu entry.
const PATHS = {
  dashboard: ['M3 3h7v9H3z', 'M14 3h7v5h-7z', 'M14 12h7v9h-7z', 'M3 16h7v5H3z'],
  products: [
    'M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z',
    'M3.3 7 12 12l8.7-5',
    'M12 22V12',
  ],
  agent: [
    'M6 8h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z',
    'M12 8V4H8',
    'M2 14h2',
    'M20 14h2',
    'M15 13v2',
    'M9 13v2',
  ],
  conversations: ['M7.9 20A9 9 0 1 0 4 16.1L2 22z', 'M8 12h.01', 'M12 12h.01', 'M16 12h.01'],
  // A kanban: three columns of cards.
  leads: ['M3 3h18v18H3z', 'M9 3v18', 'M15 3v18', 'M5 7h2', 'M11 7h2', 'M11 11h2', 'M17 7h2'],
  disabled: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'm4.9 4.9 14.2 14.2'],
  followUp: ['M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8', 'M3 3v5h5', 'M12 7v5l4 2'],
  training: [
    'M21.42 10.92a1 1 0 0 0-.02-1.84L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.83l8.57 3.91a2 2 0 0 0 1.66 0z',
    'M22 10v6',
    'M6 12.5V16a6 3 0 0 0 12 0v-3.5',
  ],
  affiliate: [
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
    'M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8',
    'M12 18V6',
  ],
  profile: ['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'],
  connect: ['M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z', 'M12 18h.01'],
  users: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M22 21v-2a4 4 0 0 0-3-3.87',
    'M16 3.13a4 4 0 0 1 0 7.75',
  ],
} as const satisfies Record<string, readonly string[]>;

export type SideMenuIconName = keyof typeof PATHS;
export const SIDE_MENU_ICONS = Object.keys(PATHS) as SideMenuIconName[];

export function SideMenuIcon({ name, ...props }: IconProps & { name: SideMenuIconName }) {
  return <Icon {...props} paths={PATHS[name]} />;
}
