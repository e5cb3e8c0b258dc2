import { formatInteger } from '../../format/money.ts';
import { CheckIcon } from '../../icons/icons.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { srOnly } from '../../theme/focus.css.ts';
import { ActionLink } from '../ActionLink/ActionLink.tsx';
import * as styles from './PlanCards.css.ts';

/** The plan fields the cards show (the shape of @agente/rules' Plan). */
export interface PlanCardPlan {
  id: string;
  name: string;
  priceBrl: number;
  previousPriceBrl: number;
  leadsPerMonth: number;
  isBestSeller: boolean;
}

export interface PlanCardInclusion {
  label: string;
  isNew: boolean;
}

export interface PlanCardsLabels {
  bestSeller: string;
  /** Read before the struck-through price, e.g. 'De'. */
  previousPrice: string;
  /** Read before the current price, e.g. 'por'. */
  currentPrice: string;
  perMonth: string;
  /** A price as shown, e.g. 'R$ 147,00' (the app passes the product's money formatter). */
  price: (value: number) => string;
  /** 'N leads por mês', N already formatted. */
  leads: (count: string) => string;
  newTag: string;
  choose: (planName: string) => string;
}

export interface PlanCardsProps {
  plans: readonly PlanCardPlan[];
  /** What every plan includes: listed on each card, or once under them when `sharedInclusionsTitle` is given. */
  inclusions: readonly PlanCardInclusion[];
  /**
   * Turns the cards into a comparison: each card leads with its lead quota (the only real difference between
   * plans) and what every plan includes is listed once, under this heading, below the cards.
   */
  sharedInclusionsTitle?: string;
  labels: PlanCardsLabels;
  /**
   * Where each plan's button leads (its checkout link). A plan without an address shows no button:
   * never a dead link.
   */
  hrefFor?: (planId: string) => string | null;
  /** Opens the addresses in a new tab (the panel keeps its own tab). */
  opensInNewTab?: boolean;
  /** Heading level of the plan names under the caller's heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Plan cards: name, 'best seller' tag, struck-through former price, price per month in R$, lead quota, inclusions;
 * as a comparison (sharedInclusionsTitle), the quota leads each card and the inclusions are listed once.
 */
export function PlanCards({
  plans,
  inclusions,
  labels,
  hrefFor,
  opensInNewTab = false,
  headingLevel = 3,
  sharedInclusionsTitle,
}: PlanCardsProps) {
  const Heading = `h${headingLevel}` as const;
  const isComparison = sharedInclusionsTitle !== undefined;
  const inclusionList = (
    <ul className={isComparison ? styles.sharedInclusions : styles.inclusions}>
      {inclusions.map((inclusion) => (
        <li key={inclusion.label} className={styles.inclusion}>
          <CheckIcon className={styles.check} />
          <span>{inclusion.label}</span>
          {inclusion.isNew && <Badge tone="info">{labels.newTag}</Badge>}
        </li>
      ))}
    </ul>
  );
  const cards = (
    <ul className={styles.grid}>
      {plans.map((plan) => {
        const href = hrefFor?.(plan.id) ?? null;
        return (
          <Card
            as="li"
            key={plan.id}
            padding="lg"
            tone={plan.isBestSeller ? 'highlight' : 'default'}
            className={styles.card}
          >
            <div className={styles.header}>
              <Heading className={styles.name}>{plan.name}</Heading>
              {plan.isBestSeller && <Badge tone="success">{labels.bestSeller}</Badge>}
            </div>
            {isComparison && (
              <p className={styles.leadsHeadline}>{labels.leads(formatInteger(plan.leadsPerMonth))}</p>
            )}
            <div className={styles.prices}>
              <p className={styles.previousPrice}>
                <span className={srOnly}>{`${labels.previousPrice} `}</span>
                <s>{labels.price(plan.previousPriceBrl)}</s>
              </p>
              <p className={styles.price}>
                <span className={srOnly}>{`${labels.currentPrice} `}</span>
                <strong className={styles.amount}>{labels.price(plan.priceBrl)}</strong>
                <span>{labels.perMonth}</span>
              </p>
            </div>
            {!isComparison && (
              <>
                <p className={styles.leads}>{labels.leads(formatInteger(plan.leadsPerMonth))}</p>
                {inclusionList}
              </>
            )}
            <div className={styles.action}>
              {href && (
                <ActionLink
                  href={href}
                  isFullWidth
                  size="lg"
                  variant={plan.isBestSeller ? 'primary' : 'secondary'}
                  isExternal={opensInNewTab}
                >
                  {labels.choose(plan.name)}
                </ActionLink>
              )}
            </div>
          </Card>
        );
      })}
    </ul>
  );
  if (!isComparison) return cards;
  return (
    <div className={styles.comparison}>
      {cards}
      <div className={styles.shared}>
        <Heading className={styles.sharedTitle}>{sharedInclusionsTitle}</Heading>
        {inclusionList}
      </div>
    </div>
  );
}
