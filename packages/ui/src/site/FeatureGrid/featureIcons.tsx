import { Icon, type IconProps } from '../../icons/Icon.tsx';

/**
 * Pictograms for the landing's feature cards (24×24 stroke paths, like the rest of the icon set). Kept
 * beside FeatureGrid: nothing else draws them.
 */
const FEATURE_ICON_PATHS = {
  /** Around the clock. */
  clock: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'],
  /** Pictures, audio, video and files. */
  media: [
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
    'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    'M21 15l-5-5L5 21',
  ],
  /** Set up with sliders, not code. */
  sliders: [
    'M4 21v-7',
    'M4 10V3',
    'M12 21v-9',
    'M12 8V3',
    'M20 21v-5',
    'M20 12V3',
    'M1 14h6',
    'M9 8h6',
    'M17 16h6',
  ],
  /** Gets better over time. */
  growth: ['M22 7l-8.5 8.5-5-5L2 17', 'M16 7h6v6'],
  /** Qualifies and closes. */
  target: [
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
    'M12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12z',
    'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  ],
  /** Comes back to stalled conversations. */
  repeat: ['M17 2l4 4-4 4', 'M3 11V9a3 3 0 0 1 3-3h15', 'M7 22l-4-4 4-4', 'M21 13v2a3 3 0 0 1-3 3H3'],
  /** Computer and phone. */
  devices: [
    'M4 4h12a2 2 0 0 1 2 2v1',
    'M2 16V6a2 2 0 0 1 2-2',
    'M2 16h10',
    'M7 20h5',
    'M16 9h4a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z',
    'M18 17h.01',
  ],
  /** A person to talk to. */
  support: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z', 'M8 9h8', 'M8 13h5'],
} as const satisfies Record<string, readonly string[]>;

export type FeatureIconName = keyof typeof FEATURE_ICON_PATHS;
export const FEATURE_ICON_NAMES = Object.keys(FEATURE_ICON_PATHS) as FeatureIconName[];

export function FeatureIcon({ name, ...props }: IconProps & { name: FeatureIconName }) {
  return <Icon paths={FEATURE_ICON_PATHS[name]} {...props} />;
}
