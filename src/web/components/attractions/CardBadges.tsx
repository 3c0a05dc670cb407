import type { CardAttraction } from '../../../contract/attraction-card';
import { TEMPORARILY_CLOSED_BADGE } from '../../../contract/closure-text';
import { isPriceBand, priceBandLabels, priceBandRanges } from '../../../contract/price';
import { STAR_PATH } from '../icon-paths';
import { PlainIcon } from '../PlainIcon';
import styles from './attraction-card.module.css';

/**
 * The badges laid over a card's picture: the price band (top left), the rating (top right) and
 * 'Temporarily closed' (bottom left), each only when the attraction has it. The hidden words make
 * each badge read as a phrase ("Price £", "Rated 4.5 out of 5").
 */
export function CardBadges({ attraction }: { attraction: CardAttraction }) {
  const price = attraction.price;
  return (
    <>
      {isPriceBand(price) ? (
        <span className={`${styles.badge} ${styles.price}`} title={priceBandRanges[price]}>
          <span className="visually-hidden">Price </span>
          {priceBandLabels[price]}
        </span>
      ) : null}
      {attraction.rating !== null ? (
        <span className={`${styles.badge} ${styles.rating}`}>
          <PlainIcon path={STAR_PATH} className={styles.star} />
          <span className="visually-hidden">Rated </span>
          {attraction.rating.toFixed(1)}
          <span className="visually-hidden"> out of 5</span>
        </span>
      ) : null}
      {attraction.closure.state === 'temporarilyClosed' ? (
        <span className={`${styles.badge} ${styles.closure}`}>{TEMPORARILY_CLOSED_BADGE}</span>
      ) : null}
    </>
  );
}
