import { Box, InputAdornment } from '@mui/material';
import { useStep, WizardTextField } from '../wizard-form';

const at = { input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } };

/**
 * Step 3: website, phone, email and the three social accounts (handles without the @). `narrow`
 * keeps one column on wide screens, for the attraction page's side column.
 */
export function ContactStep({ narrow = false }: { narrow?: boolean }) {
  useStep();
  const columns = { xs: '1fr', sm: '1fr 1fr', md: narrow ? '1fr' : '1fr 1fr' };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: columns }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <WizardTextField
          name="linkUrl"
          label="Website"
          type="url"
          inputMode="url"
          placeholder="www.example.co.uk"
        />
      </Box>
      <WizardTextField
        name="phoneNumber"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        helperText="A UK number starting with 0 or +44."
      />
      <WizardTextField
        name="emailAddress"
        label="Email address"
        type="email"
        autoComplete="email"
      />
      <WizardTextField name="facebookUsername" label="Facebook account" slotProps={at} />
      <WizardTextField name="twitterUsername" label="Twitter account" slotProps={at} />
      <WizardTextField name="instagramUsername" label="Instagram account" slotProps={at} />
    </Box>
  );
}
