import { Box, Button, Paper, Typography } from '@mui/material';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useSiteConfig } from '../../providers/site-config-context';
import { MailIcon } from '../../components/icons';
import { InfoPage } from './InfoPage';
import { SocialLinks } from '../../components/SocialLinks';

/** /contact/ (SPEC §2): our three social networks and an email button. */
export default function ContactPage() {
  const { productName, contactEmail } = useSiteConfig();
  return (
    <InfoPage
      title={PAGE_NAMES.contact}
      pageName={PAGE_NAMES.contact}
      subtitle={`Questions, corrections or a great day out we've missed? We'd love to hear from you.`}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <Paper
          component="section"
          aria-labelledby="contact-social"
          variant="outlined"
          sx={{ p: 3, borderColor: 'rgba(0,0,0,0.08)' }}
        >
          <Typography id="contact-social" variant="h2" sx={{ fontSize: '1.25rem' }}>
            Follow {productName}
          </Typography>
          <Typography sx={{ mt: 1, mb: 2.5, color: 'text.secondary' }}>
            News, new additions and ideas for your next day out. Send us a message on any of them.
          </Typography>
          <SocialLinks />
        </Paper>
        <Paper
          component="section"
          aria-labelledby="contact-email"
          variant="outlined"
          sx={{ p: 3, borderColor: 'rgba(0,0,0,0.08)' }}
        >
          <Typography id="contact-email" variant="h2" sx={{ fontSize: '1.25rem' }}>
            Email us
          </Typography>
          <Typography sx={{ mt: 1, mb: 2.5, color: 'text.secondary' }}>
            We answer every message within 30 days, usually much sooner.
          </Typography>
          <Button
            component="a"
            href={`mailto:${contactEmail}`}
            variant="contained"
            size="large"
            startIcon={<MailIcon />}
          >
            Email {contactEmail}
          </Button>
        </Paper>
      </Box>
    </InfoPage>
  );
}
