import { Box, Typography } from '@mui/material';
import type { Attraction } from '../../../contract/attraction';
import {
  nearestStationLine,
  NORTHERN_IRELAND_RAIL_NOTE,
  WALK_ESTIMATE_NOTE,
} from '../../../contract/nearest-station';
import { StationDataCredit } from '../stations/StationDataCredit';
import { TrainIcon } from './icons';

/**
 * "Nearest station: Halifax, 0.2 miles, about 5 minutes' walk" (decision 150), how the walk is
 * estimated and the data's credit; in Northern Ireland, why there is no station.
 */
export function NearestStationNote({ attraction }: { attraction: Attraction }) {
  const station = attraction.nearestStation;
  if (!station && attraction.nearestStationMissing !== 'northern-ireland') return null;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="nearest-station">
      <Typography variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TrainIcon fontSize="small" aria-hidden sx={{ mt: '1px', color: 'text.secondary' }} />
        <span>{station ? nearestStationLine(station) : NORTHERN_IRELAND_RAIL_NOTE}</span>
      </Typography>
      {station ? (
        <>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
            {WALK_ESTIMATE_NOTE}
          </Typography>
          <StationDataCredit />
        </>
      ) : null}
    </Box>
  );
}
