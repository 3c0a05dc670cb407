import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import type { Attraction } from '../../../../contract/attraction';
import { parseAttractionId } from '../../../../contract/attraction-id';
import { notices } from '../../../../contract/messages';
import { SOCIAL_FRESHNESS_DAYS } from '../../../../contract/constants';
import { PageLoading } from '../../../components/PageLoading';
import { useAlerts } from '../../../providers/alerts';
import { serverMessage } from '../../../api/admin-client';
import { useAdminAttraction } from '../api/get-admin-attraction';
import { useUpdateAttractionSocial } from '../api/update-attraction-social';
import { formatCalendarDay, parseMonthDayYear, todayMonthDayYear } from '../dates';
import { contractResolver } from '../../../components/forms/form-resolver';
import { FormTextField } from '../../../components/forms/FormTextField';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { adminPaths, attractionPaths } from '../paths';
import { FRESHNESS_COLOURS, SocialFreshnessChip } from './SocialFreshnessChip';

// Our wording (SPEC shows none for this field), in SPEC §5's voice: docs/decisions/064.
export const socialDateMessages = {
  invalid: 'Please enter a valid date as MM/DD/YYYY.',
  future: 'The date of a post cannot be in the future.',
} as const;

function socialDateSchema(today: string) {
  return z.object({
    lastSocialPost: z
      .string()
      .trim()
      .min(1, { error: 'This field is required.' })
      .refine((text) => parseMonthDayYear(text) !== null, { error: socialDateMessages.invalid })
      .refine((text) => (parseMonthDayYear(text) ?? '') <= today, {
        error: socialDateMessages.future,
      })
      .transform((text) => parseMonthDayYear(text) ?? text),
  });
}

type SocialForm = { lastSocialPost: string };

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
  const { showAlert } = useAlerts();
  const update = useUpdateAttractionSocial();
  const [now] = useState(() => new Date());
  const today = parseMonthDayYear(todayMonthDayYear(now)) ?? '';
  const [saved, setSaved] = useState(attraction.metadata.lastSocialPost);
  const { control, handleSubmit, formState, setValue, reset } = useForm<
    SocialForm,
    unknown,
    SocialForm
  >({
    resolver: contractResolver<SocialForm, SocialForm>(socialDateSchema(today)),
    mode: 'all',
    defaultValues: { lastSocialPost: formatCalendarDay(saved) ?? '' },
  });

  const save = async (lastSocialPost: string | null) => {
    try {
      const updated = await update.mutateAsync({ attraction, lastSocialPost });
      setSaved(updated.metadata.lastSocialPost);
      reset({ lastSocialPost: formatCalendarDay(updated.metadata.lastSocialPost) ?? '' });
      showAlert({ severity: 'success', message: notices.saved });
    } catch (error) {
      showAlert({ severity: 'error', message: serverMessage(error) ?? notices.attractionNotSaved });
    }
  };

  // Read every flag on each render: react-hook-form only tracks the ones read (a short-circuit
  // that skips isDirty would leave it stale).
  const { isValid, isDirty } = formState;
  const onSubmit = handleSubmit((values) => save(values.lastSocialPost));
  const savedDay = formatCalendarDay(saved);
  const daysAgo = saved ? Math.floor((now.getTime() - Date.parse(saved)) / DAY_MS) : null;

  return (
    <>
      <AdminPageHeader
        title={attraction.name}
        pageTitle={`Manage Social - ${attraction.name}`}
        subtitle="Record the date of the last social media post about this attraction."
        actions={
          <>
            <Button
              component={RouterLink}
              to={attractionPaths.view(attraction.id)}
              variant="outlined"
              sx={{ bgcolor: 'background.paper' }}
            >
              View
            </Button>
            <Button
              component={RouterLink}
              to={attractionPaths.edit(attraction.id)}
              variant="outlined"
              sx={{ bgcolor: 'background.paper' }}
            >
              Edit
            </Button>
            <Button
              component={RouterLink}
              to={adminPaths.auditTrail(attraction.id)}
              variant="outlined"
              sx={{ bgcolor: 'background.paper' }}
            >
              History
            </Button>
          </>
        }
      />

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          alignItems: 'start',
        }}
      >
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
            onSubmit={(event) => void onSubmit(event)}
            aria-label="Last social post"
            sx={{ display: 'grid', gap: 2 }}
          >
            <FormTextField
              control={control}
              name="lastSocialPost"
              label="Date of the last post"
              placeholder="MM/DD/YYYY"
              helperText="Month/day/year, e.g. 03/28/2026."
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                type="submit"
                variant="contained"
                disabled={!isValid || !isDirty || update.isPending}
              >
                Save date
              </Button>
              <Button
                variant="outlined"
                onClick={() =>
                  setValue('lastSocialPost', todayMonthDayYear(now), {
                    shouldDirty: true,
                    shouldTouch: true,
                    shouldValidate: true,
                  })
                }
              >
                Posted today
              </Button>
              {saved ? (
                <Button color="error" disabled={update.isPending} onClick={() => void save(null)}>
                  Clear date
                </Button>
              ) : null}
            </Stack>
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2.25, sm: 3 }, borderRadius: '18px' }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
            What the colours mean
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
            {(
              [
                ['green', 'Green', `Posted within the last ${SOCIAL_FRESHNESS_DAYS} days.`],
                [
                  'orange',
                  'Orange',
                  `The last post was ${SOCIAL_FRESHNESS_DAYS} days ago or more.`,
                ],
                ['purple', 'Purple', 'No post has been recorded.'],
              ] as const
            ).map(([key, label, text]) => (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}
              >
                <Chip
                  size="small"
                  label={label}
                  sx={{
                    bgcolor: FRESHNESS_COLOURS[key],
                    color: '#fff',
                    fontWeight: 700,
                    minWidth: 72,
                  }}
                />
                <Typography sx={{ fontSize: '0.9rem' }}>{text}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>
    </>
  );
}
