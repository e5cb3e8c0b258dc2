import { Card } from '../../primitives/Card/Card.tsx';
import * as styles from './TestimonialQuotes.css.ts';

/** A customer's written testimonial (the shape of @agente/rules' Testimonial). */
export interface TestimonialQuote {
  quote: string;
  name: string;
  business: string;
  result: string | null;
}

export interface TestimonialQuotesProps {
  testimonials: readonly TestimonialQuote[];
}

/** Written testimonials as cards: the result first (what a visitor scans for), the quote, then who said it. */
export function TestimonialQuotes({ testimonials }: TestimonialQuotesProps) {
  return (
    <ul className={styles.grid}>
      {testimonials.map((testimonial) => (
        <Card
          as="li"
          key={`${testimonial.name}-${testimonial.business}`}
          padding="lg"
          className={styles.card}
        >
          <figure className={styles.figure}>
            {testimonial.result && <p className={styles.result}>{testimonial.result}</p>}
            <blockquote className={styles.quote}>
              <p>{`“${testimonial.quote}”`}</p>
            </blockquote>
            <figcaption className={styles.author}>
              <span className={styles.avatar} aria-hidden="true">
                {testimonial.name.charAt(0)}
              </span>
              <span className={styles.who}>
                <strong>{testimonial.name}</strong>
                <span className={styles.business}>{testimonial.business}</span>
              </span>
            </figcaption>
          </figure>
        </Card>
      ))}
    </ul>
  );
}
