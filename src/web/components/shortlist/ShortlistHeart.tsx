import { useAlerts } from '../../providers/alerts';
import { MAX_SHORTLIST_PLACES, toggleShortlisted } from '../../lib/shortlist-store';
import { HEART_OUTLINE_PATH, HEART_PATH } from '../icon-paths';
import { PlainIcon } from '../PlainIcon';
import styles from './shortlist-heart.module.css';
import { useShortlist } from './use-shortlist';

/**
 * The heart on every card and attraction page (decision 091): a toggle button, named for the place,
 * whose pressed state says whether it is on My shortlist. A plain button styled at build time
 * (decision 195): a list draws 24 of them. `className` places it; `outlined` rings it where it
 * stands on the page's background rather than on a picture.
 */
export function ShortlistHeart({
  id,
  name,
  className,
  outlined = false,
}: {
  id: number;
  name: string;
  className?: string;
  outlined?: boolean;
}) {
  const { shortlist, save } = useShortlist();
  const { showAlert } = useAlerts();
  const saved = shortlist.ids.includes(id);

  const toggle = () => {
    const next = toggleShortlisted(shortlist, id);
    if (next) save(next);
    else {
      showAlert({
        severity: 'warning',
        message: `Your shortlist is full (${MAX_SHORTLIST_PLACES} places). Remove one to add another.`,
      });
    }
  };

  const classes = [styles.heart, saved && styles.saved, outlined && styles.outlined, className];
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${name} to My shortlist`}
      title={saved ? 'On My shortlist' : 'Save to My shortlist'}
      onClick={toggle}
      className={classes.filter(Boolean).join(' ')}
    >
      <PlainIcon path={saved ? HEART_PATH : HEART_OUTLINE_PATH} className={styles.icon} />
    </button>
  );
}
