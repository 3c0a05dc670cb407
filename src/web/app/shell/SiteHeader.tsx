import { AppBar, Box, Button, Container, IconButton, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDialogs } from '../../providers/dialogs';
import { useUserLocation } from '../../providers/location';
import { useSiteConfig } from '../../providers/site-config-context';
import { MenuIcon, PlaceIcon, SettingsIcon } from '../../components/icons';
import { ShortlistLink } from '../../components/shortlist/ShortlistLink';
import { SearchBox } from './SearchBox';

/** The product's name with its pin, linking home. */
function HomeLink({ productName }: { productName: string }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      color="inherit"
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        fontWeight: 800,
        fontSize: '1.35rem',
        letterSpacing: '-0.02em',
        mr: { md: 2 },
      }}
    >
      <PlaceIcon aria-hidden sx={{ color: 'secondary.main' }} />
      {productName}
    </Link>
  );
}

/** Opens Change Location; its name says where distances are measured from now. */
function ChangeLocationButton() {
  const { openDialog } = useDialogs();
  const { location } = useUserLocation();
  return (
    <Button
      color="inherit"
      onClick={() => openDialog('location')}
      title="Change Location"
      aria-label={`Change Location (now ${location.name})`}
      startIcon={<PlaceIcon />}
      sx={{
        borderRadius: 999,
        px: 1.5,
        minWidth: 0,
        maxWidth: { xs: 150, sm: 220 },
        '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } },
      }}
    >
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {location.name}
      </Box>
    </Button>
  );
}

/**
 * SPEC §2 Header: the search box, the location button (Change Location), the settings button
 * (Settings) and the menu button. On phones the search box wraps onto its own row.
 */
export function SiteHeader({
  onOpenMenu,
  onPreloadMenu,
}: {
  onOpenMenu: () => void;
  onPreloadMenu: () => void;
}) {
  const { productName, features } = useSiteConfig();
  const { openDialog } = useDialogs();

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ borderBottom: '1px solid rgba(255,255,255,0.12)' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar
          sx={{
            flexWrap: 'wrap',
            columnGap: { xs: 0.5, sm: 1.5 },
            rowGap: 1,
            py: { xs: 1, md: 1.25 },
            px: { xs: 1.5, sm: 2 },
          }}
        >
          <HomeLink productName={productName} />

          <Box
            sx={{
              order: { xs: 10, md: 0 },
              flexBasis: { xs: '100%', md: 'auto' },
              flexGrow: 1,
              maxWidth: { md: 520 },
            }}
          >
            <SearchBox />
          </Box>

          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />

          {features.changeableSearchLocation ? <ChangeLocationButton /> : null}
          <ShortlistLink />
          <IconButton
            color="inherit"
            aria-label="Settings"
            title="Settings"
            onClick={() => openDialog('settings')}
          >
            <SettingsIcon />
          </IconButton>
          <IconButton
            color="inherit"
            aria-label="Menu"
            title="Menu"
            aria-haspopup="dialog"
            edge="end"
            onClick={onOpenMenu}
            onPointerEnter={onPreloadMenu}
            onFocus={onPreloadMenu}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
