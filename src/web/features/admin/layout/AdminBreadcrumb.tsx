import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { buildBreadcrumb } from './breadcrumb';

/** SPEC §2's breadcrumb: from the path, on admin/ paths only; last and non-page items as text. */
export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumb(pathname);
  if (crumbs.length < 2) return null;
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      sx={{
        mb: { xs: 1.5, md: 2.5 },
        fontSize: '0.9rem',
        '& .MuiBreadcrumbs-ol': { rowGap: 0.25 },
        '& .MuiBreadcrumbs-separator': { color: 'text.secondary', mx: 0.75 },
      }}
    >
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        return crumb.to ? (
          <Link
            key={crumb.to}
            component={RouterLink}
            to={crumb.to}
            underline="hover"
            sx={{ color: 'primary.main', fontWeight: 600 }}
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={`${index}-${crumb.label}`}
            component="span"
            aria-current={last ? 'page' : undefined}
            sx={{
              fontSize: 'inherit',
              color: last ? 'text.primary' : 'text.secondary',
              fontWeight: last ? 600 : 400,
              maxWidth: { xs: 180, sm: 320 },
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {crumb.label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
