import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { DRAWER_SEARCH_CLOSE_DELAY_MS } from '../../../contract/constants';
import { usePreferences } from '../../providers/preferences';
import { useSiteConfig } from '../../providers/site-config-context';
import { CloseIcon } from '../../components/icons';
import { ADMIN_PATH, NAV_GROUPS } from './nav-entries';
import { SearchBox } from './SearchBox';
import { useAdminToken } from '../../providers/admin-session/use-admin-token';

/**
 * The menu drawer (SPEC §2): SPEC's entries, then Admin Dashboard and Log Out for a visitor with
 * an admin token, or Admin Login without one. A search from here closes the drawer after 150 ms,
 * so the visitor sees the results page arrive behind it.
 */
export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { productName } = useSiteConfig();
  const { signOut } = usePreferences();
  const adminToken = useAdminToken();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(onClose, DRAWER_SEARCH_CLOSE_DELAY_MS);
  };

  const entry = (label: string, to: string) => (
    <ListItem key={label} disablePadding>
      <ListItemButton component={RouterLink} to={to} onClick={onClose} sx={{ py: 0.75 }}>
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '86vw', sm: 320 }, maxWidth: 340 } } }}
    >
      <Box
        component="nav"
        aria-label="Site menu"
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.2rem', flex: 1 }}>
            {productName}
          </Typography>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <SearchBox variant="drawer" onSearched={closeSoon} />
        </Box>
        <Divider />
        {NAV_GROUPS.map((group) => (
          <List
            key={group.heading}
            dense
            subheader={
              <ListSubheader disableSticky sx={{ lineHeight: '36px', color: 'text.secondary' }}>
                {group.heading}
              </ListSubheader>
            }
          >
            {group.entries.map((item) => entry(item.label, item.to))}
          </List>
        ))}
        <Divider sx={{ mt: 'auto' }} />
        <List dense>
          {adminToken ? (
            <>
              {entry('Admin Dashboard', ADMIN_PATH)}
              <ListItemButton onClick={() => void signOut()} sx={{ py: 0.75 }}>
                <ListItemText
                  primary="Log Out"
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
              </ListItemButton>
            </>
          ) : (
            entry('Admin Login', ADMIN_PATH)
          )}
        </List>
      </Box>
    </Drawer>
  );
}
