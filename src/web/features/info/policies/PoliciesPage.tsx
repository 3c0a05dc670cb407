import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PAGE_NAMES } from '../../../../contract/page-titles';
import { ArrowForwardIcon } from '../../../components/icons';
import { InfoPage } from '../InfoPage';
import { POLICY_DATE } from './policy-texts';
import { pageHref } from '../../../../contract/page-routes';

export const POLICIES = [
  {
    title: PAGE_NAMES.privacy,
    to: pageHref.privacy,
    summary: 'What we collect, where your location data goes and how long we keep logs.',
  },
  {
    title: PAGE_NAMES.cookies,
    to: pageHref.cookies,
    summary: 'The cookies we use, how long they last and how to manage them.',
  },
  {
    title: PAGE_NAMES.accessibility,
    to: pageHref.accessibility,
    summary: 'How we make the site work for everyone, and how to tell us when it does not.',
  },
] as const;

/** /policies/ (SPEC §2): the three policies. */
export default function PoliciesPage() {
  return (
    <InfoPage
      title={PAGE_NAMES.policies}
      pageName={PAGE_NAMES.policies}
      subtitle={`How we look after you and your data. Last updated: ${POLICY_DATE}.`}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {POLICIES.map((policy) => (
          <li key={policy.to}>
            <Card variant="outlined" sx={{ borderColor: 'rgba(0,0,0,0.08)' }}>
              <CardActionArea
                component={RouterLink}
                to={policy.to}
                sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', alignItems: 'center', gap: 2 }}
              >
                <Box sx={{ flex: 1 }}>
                  <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem' }}>
                    {policy.title}
                  </Typography>
                  <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
                    {policy.summary}
                  </Typography>
                </Box>
                <ArrowForwardIcon aria-hidden sx={{ color: 'primary.main' }} />
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </InfoPage>
  );
}
