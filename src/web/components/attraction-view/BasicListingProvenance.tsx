import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { OPEN_DATA_SOURCES } from '../../../contract/open-data-sources';
import { ReportProblemButton } from '../report/ReportProblemButton';
import { Section, type PanelProps } from './Section';
import { pageHref } from '../../../contract/page-routes';

/**
 * Where a basic listing comes from (decision 006): says it is a basic listing from
 * open data, names the dataset with its licence and the attribution it asks for, and invites the
 * owner or a visitor to fill in what is missing (the submission wizard) or to correct what is
 * wrong (the report-a-problem dialog, which reaches the moderators' queue). Hand-written
 * listings show nothing here.
 */
export function BasicListingProvenance({ attraction }: PanelProps) {
  if (attraction.source === null) return null;
  const source = OPEN_DATA_SOURCES[attraction.source];
  return (
    <Section title="About this listing">
      <Paper
        variant="outlined"
        data-testid="basic-listing-provenance"
        sx={{ p: { xs: 2, md: 3 }, borderColor: 'rgba(0,0,0,0.12)', bgcolor: '#f7faf9' }}
      >
        <Typography sx={{ fontWeight: 700 }}>This is a basic listing from open data.</Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          Its name, place and kind come from{' '}
          <Link href={source.homepage} target="_blank" rel="noopener noreferrer">
            {source.name}
          </Link>{' '}
          ({source.publisher}); the description is ours, written from those facts. Our moderators
          have not yet added opening times, prices, facilities or a website, so check with the place
          before you go.
        </Typography>
        <Typography component="p" variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {source.attribution} Licence:{' '}
          <Link href={source.licence.url} target="_blank" rel="noopener noreferrer">
            {source.licence.name}
          </Link>
          . What we changed: {source.changes}
        </Typography>
        <Typography sx={{ mt: 2, fontWeight: 700 }}>
          Know this place, or run it? Help us complete it.
        </Typography>
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button component={RouterLink} to={pageHref.submit} variant="contained">
            Suggest the missing details
          </Button>
          <ReportProblemButton attraction={attraction}>Report a correction</ReportProblemButton>
        </Box>
      </Paper>
    </Section>
  );
}
