import { IconButton, type SxProps, type Theme } from '@mui/material';
import { useAlerts } from '../../providers/alerts';
import { MAX_SHORTLIST_PLACES, toggleShortlisted } from '../../lib/shortlist-store';
import { HeartIcon, HeartOutlineIcon } from './icons';
import { useShortlist } from './use-shortlist';

/**
 * The heart on every card and attraction page (decision 091): a toggle button, named for the place,
 * whose pressed state says whether it is on My shortlist.
 */
export function ShortlistHeart({
  id,
  name,
  sx,
}: {
  id: number;
  name: string;
  sx?: SxProps<Theme>;
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

  return (
    <IconButton
      aria-pressed={saved}
      aria-label={`Save ${name} to My shortlist`}
      title={saved ? 'On My shortlist' : 'Save to My shortlist'}
      onClick={toggle}
      sx={[
        {
          bgcolor: 'rgba(255,255,255,0.94)',
          color: saved ? '#c62828' : '#1d1d1f',
          boxShadow: '0 1px 3px rgba(0,0,0,0.18)',
          '&:hover': { bgcolor: '#fff' },
        },
        // Array.isArray forgets the element type; SxProps' array form restores it.
        ...((Array.isArray(sx) ? sx : [sx]) as Extract<SxProps<Theme>, readonly unknown[]>),
      ]}
    >
      {saved ? <HeartIcon /> : <HeartOutlineIcon />}
    </IconButton>
  );
}
