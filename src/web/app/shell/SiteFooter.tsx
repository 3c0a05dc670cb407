import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { socialProfileUrl, type SocialNetwork } from '../../../contract/social-links';
import { useSiteConfig } from '../../providers/site-config-context';
import { FacebookIcon, InstagramIcon, XIcon } from '../../components/icons';
import { pageHref } from '../../../contract/page-routes';

const socialIcons: Record<SocialNetwork, { label: string; Icon: typeof FacebookIcon }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  twitter: { label: 'X (Twitter)', Icon: XIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
};

const footerLinks = [
  { label: 'Attractions', to: pageHref.attractions() },
  { label: 'Popular', to: pageHref.attractions('?sort=most-popular') },
  { label: 'About', to: pageHref.about },
  { label: 'Contact', to: pageHref.contact },
  { label: 'Policies', to: pageHref.policies },
  { label: 'Sitemap', to: pageHref.sitemap },
];

/**
 * SPEC §2 Footer: social links, the copyright with the current year, the environment name
 * when it is not prod, and a Settings link.
 */
export function SiteFooter() {
  const { productName, environmentName, social } = useSiteConfig();
  const year = new Date().getFullYear();
  const networks = (Object.keys(socialIcons) as SocialNetwork[])
    .map((network) => ({ network, href: socialProfileUrl(network, social[network]) }))
    .filter((item): item is { network: SocialNetwork; href: string } => item.href !== null);

  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#083f33', color: 'rgba(255,255,255,0.92)', pt: 5, pb: 3 }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 3, md: 6 }}
          sx={{ justifyContent: 'space-between' }}
        >
          <Box sx={{ maxWidth: 360 }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.3rem', color: '#fff' }}>
              {productName}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
              Curated UK days out, chosen by our moderators. No reviews, no bias.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              {networks.map(({ network, href }) => {
                const { label, Icon } = socialIcons[network];
                return (
                  <IconButton
                    key={network}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${productName} on ${label}`}
                    sx={{
                      color: '#fff',
                      bgcolor: 'rgba(255,255,255,0.1)',
                      '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
                    }}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                );
              })}
            </Stack>
          </Box>
          <Box
            component="ul"
            aria-label="Footer links"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(120px, auto))',
              gap: 1.25,
              alignContent: 'start',
            }}
          >
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link component={RouterLink} to={item.to} color="inherit" underline="hover">
                  {item.label}
                </Link>
              </li>
            ))}
          </Box>
        </Stack>
        <Box
          sx={{
            mt: 4,
            pt: 2,
            borderTop: '1px solid rgba(255,255,255,0.16)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2">
            © {year} {productName}
            {environmentName !== 'prod' ? ` · ${environmentName}` : ''}
          </Typography>
          <Link
            component={RouterLink}
            to={pageHref.settings}
            color="inherit"
            underline="hover"
            variant="body2"
          >
            Settings
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
