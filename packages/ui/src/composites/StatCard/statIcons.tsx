import { Icon, type IconProps } from '../../icons/Icon.tsx';

// Lucide-style strokes on the design system's 24×24 grid, one per kind of figure a stat card shows.
const PATHS = {
  /** People: unique conversations (leads). */
  people: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M22 21v-2a4 4 0 0 0-3-3.87',
    'M16 3.13a4 4 0 0 1 0 7.75',
  ],
  /** Speech bubbles: messages exchanged. */
  messages: [
    'M14 9a2 2 0 0 1-2 2H6l-4 4V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2z',
    'M18 9h2a2 2 0 0 1 2 2v11l-4-4h-6a2 2 0 0 1-2-2v-1',
  ],
  /** A gauge: the plan's quota. */
  gauge: ['m12 14 4-4', 'M3.34 19a10 10 0 1 1 17.32 0'],
  /** A calendar: the plan's period. */
  calendar: [
    'M8 2v4',
    'M16 2v4',
    'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
    'M3 10h18',
  ],
} as const satisfies Record<string, readonly string[]>;

export type StatIconName = keyof typeof PATHS;
export const STAT_ICONS = Object.keys(PATHS) as StatIconName[];

export function StatIcon({ name, ...props }: IconProps & { name: StatIconName }) {
  return <Icon {...props} paths={PATHS[name]} />;
}
