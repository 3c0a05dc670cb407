import { Box, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HeartOutlineIcon } from './icons';
import { useShortlist } from './use-shortlist';
import { pageHref } from '../../../contract/page-routes';

/**
 * The header's way to My shortlist, with how many places are on it (decision 091). The count is a
 * plain span, not MUI's Badge, which would add to every page's first JavaScript (decision 044).
 */
export function ShortlistLink() {
  const { shortlist } = useShortlist();
  const count = shortlist.ids.length;
  return (
    <IconButton
      component={RouterLink}
      to={pageHref.shortlist()}
      color="inherit"
      aria-label={count === 0 ? 'My shortlist' : `My shortlist (${count})`}
      title="My shortlist"
      sx={{ position: 'relative' }}
    >
      <HeartOutlineIcon />
      {count > 0 ? (
        <Box
          component="span"
          aria-hidden
          data-testid="shortlist-count"
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 999,
            bgcolor: 'secondary.main',
            color: '#1d1d1f',
            fontSize: '0.72rem',
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {count}
        </Box>
      ) : null}
    </IconButton>
  );
}
