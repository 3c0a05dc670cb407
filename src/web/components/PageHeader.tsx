import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The band at the top of the catalogue and information pages: the page's h1 and a line. */
export function PageHeader({
  title,
  subtitle,
  eyebrow,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        borderBottom: '1px solid rgba(0,0,0,0.08)',
        backgroundImage:
          'radial-gradient(60% 120% at 100% 0%, rgba(255,200,87,0.18) 0%, rgba(255,200,87,0) 60%), radial-gradient(50% 120% at 85% 100%, rgba(11,93,75,0.08) 0%, rgba(11,93,75,0) 70%)',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4.5 } }}>
        {eyebrow ? (
          <Typography
            component="p"
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              fontSize: '0.8rem',
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              mb: 0.5,
            }}
          >
            {eyebrow}
          </Typography>
        ) : null}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography sx={{ mt: 0.75, color: 'text.secondary', maxWidth: 720 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
