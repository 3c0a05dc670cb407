import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { coordinatesFrom, MAX_PLAN_STOPS, planSearch } from '../../../contract/day-plan';
import { londonToday } from '../../../contract/london-time';
import { isoDate } from '../../../contract/opening-hours';
import { pageHref } from '../../../contract/page-routes';
import { planTexts } from '../../../contract/plan-texts';
import { useUserLocation } from '../../providers/location';

const APPROXIMATE_SUFFIX = / \(approx\.\)$/;

/**
 * "Plan a day" (decision 170): today's plan of the shortlist's places (the first eight), starting
 * from the visitor's location: a named city or postcode by its name, the device's position by
 * its coordinates.
 */
export function PlanADayButton({ ids }: { ids: readonly number[] }) {
  const { location } = useUserLocation();
  const from =
    location.source === 'device'
      ? coordinatesFrom(location)
      : location.name.replace(APPROXIMATE_SUFFIX, '');
  const href = pageHref.plan(
    planSearch({ date: isoDate(londonToday()), from, ids: ids.slice(0, MAX_PLAN_STOPS) }),
  );
  return (
    <Button variant="contained" component={RouterLink} to={href} sx={{ '&&': { color: '#fff' } }}>
      {planTexts.planADay}
    </Button>
  );
}
