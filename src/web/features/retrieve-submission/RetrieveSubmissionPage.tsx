import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { ReferenceNumberSchema } from '../../../contract/submission';
import { usePageTitle } from '../../providers/use-page-title';
import { pageHref } from '../../../contract/page-routes';

/**
 * /retrieveAttraction/ (SPEC §2): one field, the submission's reference number; it navigates to
 * /attraction/editsubmission/{reference}, where a wrong one shows SPEC §8's not-found text.
 */
export default function RetrieveSubmissionPage() {
  usePageTitle(PAGE_NAMES.retrieve);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [dirty, setDirty] = useState(false);
  const parsed = ReferenceNumberSchema.safeParse(value);
  const error = dirty && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, display: 'grid', placeItems: 'center' }}>
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setDirty(true);
          if (parsed.success) void navigate(pageHref.editSubmission(parsed.data));
        }}
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, width: '100%', maxWidth: 520 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
          Retrieve Submission
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
          Enter the reference number you were given when you submitted your attraction, to view it
          or change it while it awaits review.
        </Typography>
        <TextField
          label="Submission ID"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setDirty(value.trim() !== '' || dirty)}
          error={error !== undefined}
          helperText={error ?? 'For example ABCDE-23456'}
          fullWidth
          required
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
          Retrieve
        </Button>
      </Paper>
    </Box>
  );
}
