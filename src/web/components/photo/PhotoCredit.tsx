import { photoCreditLine, type Photo } from '../../../contract/photo';
import styles from './photo.module.css';

/**
 * A photo's credit and licence laid on its bottom right corner (decision 167): white on a dark
 * band, readable over any photo. On a card it keeps to one line (the whole line is still read
 * out and shown as a tooltip); on the attraction page it wraps. `as` makes it the figure's
 * caption there.
 */
export function PhotoCredit({
  photo,
  compact = false,
  beside = false,
  as = 'span',
}: {
  photo: Pick<Photo, 'credit' | 'licence'>;
  compact?: boolean;
  /** Something sits in the bottom left corner (a card's "Temporarily closed"): keep clear of it. */
  beside?: boolean;
  as?: 'span' | 'figcaption';
}) {
  const line = photoCreditLine(photo);
  const Element = as;
  const classes = [styles.credit, compact && styles.compact, beside && styles.beside];
  return (
    <Element
      data-testid="photo-credit"
      title={compact ? line : undefined}
      className={classes.filter(Boolean).join(' ')}
    >
      {line}
    </Element>
  );
}
