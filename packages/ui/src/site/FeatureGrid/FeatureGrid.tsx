import { CheckIcon } from '../../icons/icons.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import * as styles from './FeatureGrid.css.ts';
import { FeatureIcon, type FeatureIconName } from './featureIcons.tsx';

export interface Feature {
  title: string;
  description: string;
  /** A short tag beside the title, e.g. 'Novo'. */
  badge?: string;
  /** The card's pictogram; a check mark when none is given. */
  icon?: FeatureIconName;
}

export interface FeatureGridProps {
  features: readonly Feature[];
}

/** The product's features as a responsive grid of cards (titles are h3 under the section's h2). */
export function FeatureGrid({ features }: FeatureGridProps) {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            {feature.icon ? <FeatureIcon name={feature.icon} /> : <CheckIcon />}
          </span>
          <div className={styles.titleRow}>
            <h3 className={styles.title}>{feature.title}</h3>
            {feature.badge && <Badge tone="info">{feature.badge}</Badge>}
          </div>
          <p className={styles.description}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
