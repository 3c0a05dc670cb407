import { Link, Typography } from '@mui/material';
import { STATION_DATA_CREDIT } from '../../../contract/nearest-station';

/**
 * The ODbL attribution of the station data (decision 150): shown wherever a station appears, in
 * the car-free filter, on the attraction page and on the About page.
 */
export function StationDataCredit() {
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
      {STATION_DATA_CREDIT.source} (<Link href={STATION_DATA_CREDIT.datasetUrl}>dataset</Link>),
      under the <Link href={STATION_DATA_CREDIT.licenceUrl}>{STATION_DATA_CREDIT.licence}</Link>.
    </Typography>
  );
}
