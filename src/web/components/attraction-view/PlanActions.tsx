import {
  Box,
  Button,
  FormControl,
  InputLabel,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { PLAN_CALENDAR_PATH } from '../../../contract/api-paths';
import { planSearch } from '../../../contract/day-plan';
import { londonToday } from '../../../contract/london-time';
import { isoDate } from '../../../contract/opening-hours';
import { pageHref } from '../../../contract/page-routes';
import { planTexts } from '../../../contract/plan-texts';
import { addToPlanSearch } from '../../lib/last-plan';
import { useBrowserServices } from '../../providers/browser-services';

/**
 * "Plan a day out" (decision 170): "Add to a plan", the visitor's last plan with this place added, or a new plan for
 * today; and "Add to calendar" for a chosen day, a plain GET form for the calendar file. The
 * link's address is a new plan until it is followed, so the server's HTML and the first browser
 * render agree; the click reads the last plan from storage.
 */
export function PlanActions({ attraction }: { attraction: Attraction }) {
  const navigate = useNavigate();
  const { localStorage } = useBrowserServices();
  const today = isoDate(londonToday());
  const newPlan = pageHref.plan(planSearch({ date: today, from: '', ids: [attraction.id] }));
  const dateId = useId();
  return (
    <Box
      component="section"
      aria-labelledby="plan-actions"
      sx={{ mt: 3, p: 2, borderRadius: 2, border: '1px solid rgba(0,0,0,0.12)' }}
    >
      <Typography id="plan-actions" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {planTexts.planADayOut}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}
      >
        <Button
          variant="outlined"
          component={RouterLink}
          to={newPlan}
          onClick={(event) => {
            event.preventDefault();
            void navigate(
              pageHref.plan(addToPlanSearch(localStorage, attraction.id, londonToday())),
            );
          }}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {planTexts.addToPlan}
        </Button>
        <Box
          component="form"
          method="get"
          action={PLAN_CALENDAR_PATH}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <input type="hidden" name="ids" value={attraction.id} />
          {/* TextField's parts without TextField: it also brings Select, and with it Menu,
              Popover and Modal (about 13 KB gzip), into the attraction page's first view. */}
          <FormControl size="small" required>
            <InputLabel htmlFor={dateId} shrink>
              {planTexts.dateLabel}
            </InputLabel>
            <OutlinedInput
              id={dateId}
              name="date"
              type="date"
              defaultValue={today}
              label={planTexts.dateLabel}
              notched
            />
          </FormControl>
          <Button type="submit" variant="text" sx={{ minHeight: 40 }}>
            {planTexts.addToCalendar}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
