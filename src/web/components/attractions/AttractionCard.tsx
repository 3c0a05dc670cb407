import { Link as RouterLink } from 'react-router';
import type { CardAttraction } from '../../../contract/attraction-card';
import { formatDistance } from '../../../contract/distance';
import { CardBadges } from './CardBadges';
import { cardFacts, type CardFilters } from './card-facts';
import { useNow } from '../../providers/render-clock';
import { CardFacts } from './CardFacts';
import { ShortlistHeart } from '../shortlist/ShortlistHeart';
import { CardMedia } from './CardMedia';
import styles from './attraction-card.module.css';

/** The card's words under its picture: category, name, key facts, then town and distance. */
function CardText({
  attraction,
  headingLevel,
  filters,
}: {
  attraction: CardAttraction;
  headingLevel: 'h2' | 'h3';
  filters: CardFilters | undefined;
}) {
  const { address, region } = attraction.location;
  const town = address.postalTown ?? region?.displayName ?? null;
  const distance = attraction.distance === undefined ? null : formatDistance(attraction.distance);
  const now = useNow();
  const Heading = headingLevel;
  return (
    <div className={styles.text}>
      {attraction.mainCategory ? (
        <span className={styles.category}>{attraction.mainCategory.displayName}</span>
      ) : null}
      <Heading className={styles.name}>{attraction.name}</Heading>
      <CardFacts facts={cardFacts(attraction, filters, now)} />
      <div className={styles.spacer} />
      <div className={styles.place}>
        {town ? <span>{town}</span> : null}
        {distance ? <span className={styles.distance}>{distance}</span> : null}
      </div>
    </div>
  );
}

/**
 * One attraction in a list or strip (SPEC §2): picture (placeholder on error), name, town, price
 * and rating badges and 'N mi away' when the list was asked with coordinates. The whole card is
 * one link, named by the attraction.
 */
export function AttractionCard({
  attraction,
  headingLevel = 'h3',
  priority = false,
  filters,
}: {
  attraction: CardAttraction;
  /** The list's filters, so the card says why it matches them (open that day, step-free...). */
  filters?: CardFilters;
  headingLevel?: 'h2' | 'h3';
  /** One of the first cards on the page: its picture loads at once (see CardMedia). */
  priority?: boolean;
}) {
  return (
    <article className={styles.card}>
      <RouterLink to={`/attraction/${attraction.id}`} className={styles.link}>
        <CardMedia
          photo={attraction.photo}
          categoryName={attraction.mainCategory?.categoryName ?? null}
          attractionId={attraction.id}
          pictureSubject={attraction.pictureSubject}
          priority={priority}
          creditBeside={attraction.closure.state === 'temporarilyClosed'}
        >
          <CardBadges attraction={attraction} />
        </CardMedia>
        <CardText attraction={attraction} headingLevel={headingLevel} filters={filters} />
      </RouterLink>
      {/* Beside the card's link, not inside it: a button may not sit in a link. */}
      <ShortlistHeart id={attraction.id} name={attraction.name} className={styles.heart} />
    </article>
  );
}
