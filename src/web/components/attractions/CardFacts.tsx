import type { CardFact } from './card-facts';
import styles from './attraction-card.module.css';

/** The card's short facts, as one list a screen reader reads in order. */
export function CardFacts({ facts }: { facts: CardFact[] }) {
  if (facts.length === 0) return null;
  return (
    <ul aria-label="Key facts" className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.key} data-fact={fact.key} className={`${styles.fact} ${styles[fact.tone]}`}>
          {fact.label}
        </li>
      ))}
    </ul>
  );
}
