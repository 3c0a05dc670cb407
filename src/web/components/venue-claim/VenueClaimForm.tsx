import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { Attraction } from '../../../contract/attraction';
import { VENUE_PAGE_TEXTS, VenueClaimInputSchema } from '../../../contract/venue';
import { serverMessage } from '../../api/admin-client';
import { ApiError } from '../../api/http';
import { useClaimPlace } from '../../api/venue';
import { contractResolver } from '../forms/form-resolver';
import { FormTextField } from '../forms/FormTextField';
import { ReportProblemButton } from '../report/ReportProblemButton';

type ClaimValues = { email: string };

/** The server's refusal: another domain or no website (400), or too many requests (429). */
function Refusal({ error, attraction }: { error: unknown; attraction: Attraction }) {
  const message = serverMessage(error) ?? 'Sorry, that did not work just now. Please try again.';
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 400) {
    return (
      <Alert severity="warning">
        <AlertTitle>{VENUE_PAGE_TEXTS.claimRefusedTitle}</AlertTitle>
        {message}
        <Box sx={{ mt: 1.5 }}>
          <ReportProblemButton attraction={attraction}>Report a problem</ReportProblemButton>
        </Box>
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      {status === 429 ? <AlertTitle>{VENUE_PAGE_TEXTS.claimLimitedTitle}</AlertTitle> : null}
      {message}
    </Alert>
  );
}

/**
 * The claim's one field, checked with the contract's rule; the answer replaces nothing but
 * itself, so a refused address can be corrected and sent again.
 */
export default function VenueClaimForm({
  attraction,
  onCancel,
}: {
  attraction: Attraction;
  onCancel: () => void;
}) {
  const claim = useClaimPlace(attraction.id);
  const { control, handleSubmit } = useForm<ClaimValues, unknown, ClaimValues>({
    resolver: contractResolver<ClaimValues, ClaimValues>(VenueClaimInputSchema),
    defaultValues: { email: '' },
  });

  if (claim.isSuccess) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>{VENUE_PAGE_TEXTS.claimSentTitle}</AlertTitle>
        {claim.data}
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label={VENUE_PAGE_TEXTS.claimOpen}
      onSubmit={(event) => void handleSubmit((values) => claim.mutate(values.email))(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      <FormTextField
        control={control}
        name="email"
        label={VENUE_PAGE_TEXTS.claimEmailLabel}
        type="email"
        autoComplete="email"
        required
        helperText={VENUE_PAGE_TEXTS.claimEmailHelp}
      />
      {claim.isError ? <Refusal error={claim.error} attraction={attraction} /> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={claim.isPending}>
          {VENUE_PAGE_TEXTS.claimSend}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}
