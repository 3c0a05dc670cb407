import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CITY_COVERAGE_MILES, type FactCoverageRow } from '../../../../contract/fact-coverage';
import { FACT_GROUPS, factGroupLabels } from '../../../../contract/family-facts';
import { formatCount } from '../../../lib/plural';
import { serverMessage } from '../../../api/admin-client';
import { useFactCoverage } from '../api/trust';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { adminPaths } from '../paths';

/** '412 (11%)': a count and its share of the area's places. */
function share(count: number, places: number): string {
  if (places === 0) return formatCount(count);
  return `${formatCount(count)} (${Math.round((count / places) * 100)}%)`;
}

function CoverageTable({
  caption,
  rows,
  areaLabel,
}: {
  caption: string;
  rows: readonly FactCoverageRow[];
  areaLabel: string;
}) {
  return (
    // A wide table scrolls sideways on a phone: the region takes focus so a keyboard can scroll it.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={`${caption}: fact coverage`}
      sx={{ borderRadius: '14px', mb: 3 }}
    >
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {areaLabel}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Live places
            </TableCell>
            {FACT_GROUPS.map((group) => (
              <TableCell key={group} component="th" scope="col" align="right">
                {factGroupLabels[group]}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">
              Typical setting only
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              All four
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.area} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {row.area}
              </TableCell>
              <TableCell align="right">{formatCount(row.places)}</TableCell>
              {FACT_GROUPS.map((group) => (
                <TableCell key={group} align="right">
                  {share(row.sourced[group], row.places)}
                </TableCell>
              ))}
              <TableCell align="right">{share(row.typicalSetting, row.places)}</TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 700, color: row.allFour < 3 ? 'error.main' : 'success.dark' }}
              >
                {formatCount(row.allFour)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /admin/facts/coverage: how much of the live catalogue has sourced facts, for the UK, each region
 * and each city (decision 109) — the same figures as `npm run report:facts`. Cities with the
 * fewest complete places come first, so the gaps to research are at the top; the places whose
 * facts are oldest are one link away, in the staleness queue.
 */
export default function FactCoveragePage() {
  const coverage = useFactCoverage();
  const cities = [...(coverage.data?.cities ?? [])].sort(
    (a, b) => a.allFour - b.allFour || a.area.localeCompare(b.area),
  );
  return (
    <>
      <AdminPageHeader
        title="Fact coverage"
        subtitle={`Live places with sourced facts, per group. "All four" counts places whose opening times (naming the days, not "varies"), prices, ages and setting all have a source; a city counts places within ${CITY_COVERAGE_MILES} miles.`}
        actions={
          <Button component={RouterLink} to={adminPaths.staleness('old-facts')} variant="contained">
            Oldest facts first
          </Button>
        }
      />
      {coverage.isError ? (
        <Alert severity="error">
          {serverMessage(coverage.error) ?? 'The coverage could not be loaded.'}
        </Alert>
      ) : coverage.data ? (
        <>
          <CoverageTable caption="The UK" areaLabel="Area" rows={[coverage.data.uk]} />
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Regions
          </Typography>
          <CoverageTable caption="Regions" areaLabel="Region" rows={coverage.data.regions} />
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Cities, fewest complete places first
          </Typography>
          <CoverageTable caption="Cities" areaLabel="City" rows={cities} />
        </>
      ) : (
        <Box aria-busy="true" aria-label="Loading the coverage">
          <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
    </>
  );
}
