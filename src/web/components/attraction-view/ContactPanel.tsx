import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState, type MouseEvent, type ReactElement } from 'react';
import type { Attraction } from '../../../contract/attraction';
import { FacebookIcon, InstagramIcon, MailIcon, XIcon } from '../icons';
import { trackAttractionLink } from '../../api/track-attraction';
import { LanguageIcon, OpenInNewIcon, PhoneIcon } from './icons';
import type { PanelProps } from './Section';
import { contactLinks, type ContactKind, type ContactLink } from './view-helpers';

const icons: Record<Exclude<ContactKind, 'website'>, ReactElement> = {
  phone: <PhoneIcon fontSize="small" />,
  email: <MailIcon fontSize="small" />,
  facebook: <FacebookIcon fontSize="small" />,
  twitter: <XIcon fontSize="small" />,
  instagram: <InstagramIcon fontSize="small" />,
};

/** A plain click (no modifier key, main button): the ones the page may take over. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The website button: a real link to the site, but a plain click goes through the track
 * endpoint first and then to the link it answers (SPEC §7); if tracking fails the visitor stays
 * (SPEC §8). Opening in a new tab with a modifier key skips tracking (docs/decisions/084).
 */
function WebsiteButton({ attraction, link }: { attraction: Attraction; link: ContactLink }) {
  const [busy, setBusy] = useState(false);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setBusy(true);
    const target = await trackAttractionLink(attraction.id);
    setBusy(false);
    if (target) window.location.assign(target);
  };
  return (
    <Button
      component="a"
      href={link.href}
      rel="noopener"
      onClick={(event) => void onClick(event)}
      variant="contained"
      size="large"
      fullWidth
      aria-busy={busy || undefined}
      startIcon={<LanguageIcon />}
      endIcon={<OpenInNewIcon sx={{ fontSize: '1rem !important', opacity: 0.8 }} />}
      sx={{ py: 1.25 }}
    >
      {link.label}
    </Button>
  );
}

/**
 * Contact links (SPEC §2): website, phone, email, facebook, twitter, instagram, each shown only
 * when present; the panel is hidden when there is none (SPEC §6).
 */
export function ContactPanel({ attraction, action }: PanelProps) {
  const links = contactLinks(attraction);
  if (links.length === 0) return null;
  const website = links.find((l) => l.kind === 'website');
  const others = links.filter((l) => l.kind !== 'website');

  return (
    <Paper
      component="section"
      aria-labelledby="contact-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'rgba(0,0,0,0.08)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="contact-heading" variant="h2" sx={{ fontSize: '1.1rem', flex: 1 }}>
          Plan your visit
        </Typography>
        {action}
      </Box>
      {website ? <WebsiteButton attraction={attraction} link={website} /> : null}
      {others.length > 0 ? (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: website ? 2 : 0 }}
        >
          {others.map((link) => (
            <Box
              component="li"
              key={link.kind}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(11,93,75,0.08)',
                  color: 'primary.main',
                  flexShrink: 0,
                }}
              >
                {icons[link.kind as Exclude<ContactKind, 'website'>]}
              </Box>
              <Link
                href={link.href}
                aria-label={link.accessibleName}
                underline="hover"
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                sx={{ fontWeight: 600, wordBreak: 'break-word' }}
              >
                {link.label}
              </Link>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
