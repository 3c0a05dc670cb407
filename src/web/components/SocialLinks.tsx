import { Box, Button } from '@mui/material';
import { socialProfileUrl, SOCIAL_NETWORKS, type SocialNetwork } from '../../contract/social-links';
import { useSiteConfig } from '../providers/site-config-context';
import { FacebookIcon, InstagramIcon, XIcon } from './icons';

const networks: Record<
  SocialNetwork,
  { label: string; Icon: typeof FacebookIcon; colour: string }
> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon, colour: '#1558b8' },
  twitter: { label: 'X (Twitter)', Icon: XIcon, colour: '#111111' },
  instagram: { label: 'Instagram', Icon: InstagramIcon, colour: '#b1246b' },
};

/** The site's own social accounts (configured handles), as large, labelled buttons. */
export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { productName, social } = useSiteConfig();
  const items = SOCIAL_NETWORKS.map((network) => ({
    network,
    href: socialProfileUrl(network, social[network]),
  })).filter((item): item is { network: SocialNetwork; href: string } => item.href !== null);
  if (items.length === 0) return null;

  return (
    <Box
      component="ul"
      aria-label={`${productName} on social media`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map(({ network, href }) => {
        const { label, Icon, colour } = networks[network];
        return (
          <li key={network}>
            <Button
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              startIcon={<Icon />}
              aria-label={`${productName} on ${label}`}
              sx={
                tone === 'dark'
                  ? {
                      bgcolor: 'rgba(255,255,255,0.14)',
                      color: '#fff',
                      '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' },
                    }
                  : {
                      bgcolor: colour,
                      color: '#fff',
                      '&:hover': { bgcolor: colour, filter: 'brightness(1.15)' },
                    }
              }
            >
              {label}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
