import { AppBar, Box, Container, Link, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router';
import { useSiteConfig } from './site-config-context';

export function Layout() {
  const { productName, environmentName } = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: '-0.01em' }}
          >
            {productName}
          </Link>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box
        component="footer"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 3 }}
      >
        <Container>
          <Typography variant="body2">
            © {year} {productName}
            {environmentName !== 'prod' ? ` · ${environmentName}` : ''}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
