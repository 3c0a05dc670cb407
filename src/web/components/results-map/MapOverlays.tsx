import { Button, Typography } from '@mui/material';
import { SearchIcon } from '../icons';

/** "Search this area", centred over the top of the map once the visitor has moved it. */
export function SearchAreaButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="contained"
      onClick={onClick}
      startIcon={<SearchIcon />}
      sx={{
        position: 'absolute',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1000,
        borderRadius: 999,
        boxShadow: '0 4px 14px rgba(0,0,0,0.25)',
        '&&': { color: '#fff' },
      }}
    >
      Search this area
    </Button>
  );
}

/** Said over the map's corner when its tiles fail to load; the pins still work without them. */
export function TilesUnavailableNote() {
  return (
    <Typography
      component="p"
      sx={{
        position: 'absolute',
        right: 10,
        bottom: 24,
        zIndex: 500,
        m: 0,
        px: 1.25,
        py: 0.5,
        borderRadius: 999,
        fontSize: '0.8rem',
        color: 'text.secondary',
        bgcolor: 'rgba(255,255,255,0.92)',
      }}
    >
      Map pictures unavailable
    </Typography>
  );
}
