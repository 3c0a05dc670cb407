import { Paper } from '@mui/material';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { SettingsForm } from '../../components/settings/SettingsForm';
import { InfoPage } from './InfoPage';

/**
 * /settings/ (SPEC §2): cookie toggles, the geolocation toggle, the default city, and the
 * distance-unit and dark-mode toggles that configuration keeps disabled. The controls are the
 * header's Settings dialog's, so both always agree.
 */
export default function SettingsPage() {
  return (
    <InfoPage
      title={PAGE_NAMES.settings}
      pageName={PAGE_NAMES.settings}
      subtitle="Choose what this device remembers about you and how we find places near you."
      maxWidth="sm"
    >
      <Paper
        variant="outlined"
        sx={{ px: { xs: 2, sm: 3 }, py: 1, borderColor: 'rgba(0,0,0,0.08)' }}
      >
        <SettingsForm />
      </Paper>
    </InfoPage>
  );
}
