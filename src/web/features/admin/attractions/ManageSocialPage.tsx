import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import type { Attraction } from '../../../../contract/attraction';
import { parseAttractionId } from '../../../../contract/attraction-id';
import { notices } from '../../../../contract/messages';
import { PageLoading } from '../../../components/PageLoading';
import { serverMessage } from '../../../api/admin-client';
import { useAdminAttraction } from '../api/get-admin-attraction';
import { formatCalendarDay } from '../dates';
import { FormTextField } from '../../../components/forms/FormTextField';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { HeaderLinks } from '../layout/HeaderLinks';
import { adminPaths, attractionPaths } from '../paths';
import { FreshnessLegend } from './FreshnessLegend';
import { SocialFreshnessChip } from './SocialFreshnessChip';
import { useLastSocialPost, type LastSocialPost } from './use-last-social-post';

const DAY_MS = 86_400_000;

/** /admin/manageSocial/{attractionId}: record the date of the attraction's last social post. */
export default function ManageSocialPage() {
  const { attractionId } = useParams();
  const id = parseAttractionId(attractionId);
  const query = useAdminAttraction(id);

  if (id === null || query.isError) {
    return (
      <>
        <AdminPageHeader title="Manage Social" />
        <Alert severity="error">
          {id === null
            ? notices.attractionNotFound
            : (serverMessage(query.error) ?? notices.attractionNotFound)}
        </Alert>
      </>
    );
  }
  if (!query.data) return <PageLoading />;
  return <ManageSocial key={query.data.id} attraction={query.data} />;
}

function ManageSocial({ attraction }: { attraction: Attraction }) {
  const social = useLastSocialPost(attraction);

  return (
    <>
      <AdminPageHeader
        title={attraction.name}
        pageTitle={`Manage Social - ${attraction.name}`}
        subtitle="Record the date of the last social media post about this attraction."
        actions={<AttractionLinks attractionId={attraction.id} />}
      />

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <LastSocialPostCard social={social} />
        <FreshnessLegend />
      </Box>
    </>
  );
}

/** The header's way to the attraction's other admin pages. */
function AttractionLinks({ attractionId }: { attractionId: Attraction['id'] }) {
  return (
    <HeaderLinks
      links={[
        { label: 'View', to: attractionPaths.view(attractionId) },
        { label: 'Edit', to: attractionPaths.edit(attractionId) },
        { label: 'History', to: adminPaths.auditTrail(attractionId) },
      ]}
    />
  );
}

/** The recorded date with its freshness chip, and the form that changes or clears it. */
function LastSocialPostCard({ social }: { social: LastSocialPost }) {
  const { now, saved } = social;
  const savedDay = formatCalendarDay(saved);
  const daysAgo = saved ? Math.floor((now.getTime() - Date.parse(saved)) / DAY_MS) : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.25, sm: 3 }, borderRadius: '18px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        Last social post
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2.5 }}>
        <SocialFreshnessChip lastPost={saved} now={now} />
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {savedDay
            ? `Posted on ${savedDay}${daysAgo !== null && daysAgo >= 0 ? ` (${daysAgo === 1 ? '1 day' : `${daysAgo} days`} ago)` : ''}.`
            : 'No social post has been recorded yet.'}
        </Typography>
      </Box>

      <Box
        component="form"
        noValidate
        onSubmit={(event) => void social.onSubmit(event)}
        aria-label="Last social post"
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField
          control={social.control}
          name="lastSocialPost"
          label="Date of the last post"
          placeholder="MM/DD/YYYY"
          helperText="Month/day/year, e.g. 03/28/2026."
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!social.canSave}>
            Save date
          </Button>
          <Button variant="outlined" onClick={social.postedToday}>
            Posted today
          </Button>
          {saved ? (
            <Button color="error" disabled={social.saving} onClick={social.clear}>
              Clear date
            </Button>
          ) : null}
        </Stack>
      </Box>
    </Paper>
  );
}
