import { Icon, type IconProps } from '../../icons/Icon.tsx';

// Lucide-style strokes on the design system's 24×24 grid: one picture per kind of product, so a list of
// products can be told apart at a glance. The screen maps its categories onto these names.
const PATHS = {
  /** Hair care: scissors. */
  hair: [
    'M6 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M20 4 8.12 15.88',
    'M14.47 14.48 20 20',
    'M8.12 8.12 12 12',
  ],
  /** Pain relief: a pulse line in a heart. */
  pain: [
    'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7z',
    'M3.2 12h5.3l1-2 2 4 1.5-3h7.8',
  ],
  /** Circulation: a drop. */
  drop: ['M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5S5 13 5 15a7 7 0 0 0 7 7z'],
  /** Weight loss: a scale. */
  scale: ['M12 3v18', 'M3 7h18', 'M6 7l-3 7a3 3 0 0 0 6 0z', 'M18 7l-3 7a3 3 0 0 0 6 0z', 'M7 21h10'],
  /** Extra income: a coin. */
  money: [
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
    'M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8',
    'M12 18V6',
  ],
  /** Rejuvenation: sparkles. */
  sparkles: [
    'M9.94 15.5A2 2 0 0 0 8.5 14.06l-6.14-1.58a.5.5 0 0 1 0-.96L8.5 9.94A2 2 0 0 0 9.94 8.5l1.58-6.14a.5.5 0 0 1 .96 0L14.06 8.5A2 2 0 0 0 15.5 9.94l6.14 1.58a.5.5 0 0 1 0 .96L15.5 14.06a2 2 0 0 0-1.44 1.44l-1.58 6.14a.5.5 0 0 1-.96 0z',
    'M20 3v4',
    'M22 5h-4',
  ],
  /** Support and service: a headset. */
  headset: [
    'M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3',
  ],
  /** Anything else: a box. */
  box: [
    'M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z',
    'M3.3 7 12 12l8.7-5',
    'M12 22V12',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ProductIconName = keyof typeof PATHS;
export const PRODUCT_ICONS = Object.keys(PATHS) as ProductIconName[];

export function ProductIcon({ name, ...props }: IconProps & { name: ProductIconName }) {
  return <Icon {...props} paths={PATHS[name]} />;
}
