import { Box, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { FacilityState } from '../../../contract/facility-states';
import { PLAN_FACILITY_NAMES } from '../../../contract/plan-stop-day';
import { planTexts } from '../../../contract/plan-texts';
import { pageHref } from '../../../contract/page-routes';
import { ExpandMoreIcon } from '../../components/icons';
import { FactSourceLine } from '../../components/attraction-view/FactSourceLine';
import { dayText } from '../../components/attraction-view/opening-hours-text';
import { addressLines } from '../../components/attraction-view/view-helpers';
import type { CalendarDate } from '../../../contract/opening-hours';
import type { PlannedStop } from './plan-model';

/**
 * One stop of the plan: its number, name and address, that day's opening times with their
 * source, its warnings, the café, picnic and toilet facts, and the buttons that move it. The
 * move buttons are links to the reordered plan, so they work before (or without) JavaScript.
 */
export function PlanStopCard({
  stop,
  position,
  count,
  date,
  moveHref,
  calendarHref,
  focusRef,
  onMove,
}: {
  stop: PlannedStop;
  position: number;
  count: number;
  date: CalendarDate;
  moveHref: (by: number) => string;
  calendarHref: string;
  focusRef: (by: number, element: HTMLElement | null) => void;
  onMove: (by: number) => void;
}) {
  const { attraction, day } = stop;
  const warnings = day.warnings.map((w) => planTexts.warning(attraction.name, w, date));
  const address = addressLines(attraction).join(', ');
  return (
    <Paper
      variant="outlined"
      data-stop-id={attraction.id}
      sx={{
        p: { xs: 1.75, sm: 2.5 },
        borderRadius: 2,
        borderColor: warnings.length > 0 ? 'warning.main' : 'rgba(0,0,0,0.12)',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 36,
            height: 36,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: '#fff',
            fontWeight: 700,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {position}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3 }}>
            <Box component="span" className="visually-hidden">
              Stop {position}:{' '}
            </Box>
            <Link component={RouterLink} to={pageHref.attraction(attraction.id)} underline="hover">
              {attraction.name}
            </Link>
          </Typography>
          {address ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {address}
            </Typography>
          ) : null}
        </Box>
        <MoveButtons
          name={attraction.name}
          position={position}
          count={count}
          moveHref={moveHref}
          focusRef={focusRef}
          onMove={onMove}
        />
      </Stack>

      <Box sx={{ mt: 1.5, pl: { sm: 6 } }}>
        <Typography sx={{ fontWeight: 600 }}>
          {planTexts.hoursLabel}: <span data-testid="stop-hours">{dayText(day.hours)}</span>
        </Typography>
        {attraction.checks.hours ? (
          <FactSourceLine what="Opening times" check={attraction.checks.hours} />
        ) : day.hours.kind !== 'unknown' ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {planTexts.noHoursSource}
          </Typography>
        ) : null}
        <StopWarnings warnings={warnings} />
        <OnSiteFacts attraction={attraction} />
        <Link href={calendarHref} variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
          {planTexts.calendarOne(attraction.name)}
        </Link>
      </Box>
    </Paper>
  );
}

function StopWarnings({ warnings }: { warnings: string[] }) {
  return warnings.map((text) => (
    <Typography
      key={text}
      data-testid="stop-warning"
      sx={{
        mt: 1,
        px: 1.25,
        py: 0.75,
        borderRadius: 1,
        bgcolor: '#fff4e5',
        color: '#663c00',
        fontWeight: 600,
      }}
    >
      {text}
    </Typography>
  ));
}

/** Café, picnic area and toilets: yes, partly, no, or not checked (never left out). */
function OnSiteFacts({ attraction }: { attraction: PlannedStop['attraction'] }) {
  return (
    <>
      <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mt: 1.5 }}>
        {planTexts.factsLabel}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {PLAN_FACILITY_NAMES.map((name) => {
          const state = attraction.facilities.find((f) => f.name === name)?.state;
          return (
            <Box
              component="li"
              key={name}
              data-facility={name}
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                border: '1px solid rgba(0,0,0,0.15)',
                fontSize: '0.875rem',
              }}
            >
              {planTexts.facility[name]}: {facilityWord(state)}
            </Box>
          );
        })}
      </Box>
    </>
  );
}

function facilityWord(state: FacilityState | undefined): string {
  return state ? planTexts.facilityState[state] : planTexts.facilityState.unknown;
}

function MoveButtons({
  name,
  position,
  count,
  moveHref,
  focusRef,
  onMove,
}: {
  name: string;
  position: number;
  count: number;
  moveHref: (by: number) => string;
  focusRef: (by: number, element: HTMLElement | null) => void;
  onMove: (by: number) => void;
}) {
  if (count < 2) return null;
  const button = (by: -1 | 1) => {
    const disabled = by === -1 ? position === 1 : position === count;
    const label = by === -1 ? planTexts.moveUp(name) : planTexts.moveDown(name);
    const icon = <ExpandMoreIcon sx={by === -1 ? { transform: 'rotate(180deg)' } : undefined} />;
    return disabled ? (
      <IconButton aria-label={label} disabled size="medium">
        {icon}
      </IconButton>
    ) : (
      <IconButton
        aria-label={label}
        component={RouterLink}
        to={moveHref(by)}
        replace
        preventScrollReset
        ref={(element: HTMLElement | null) => focusRef(by, element)}
        onClick={() => onMove(by)}
        size="medium"
      >
        {icon}
      </IconButton>
    );
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexShrink: 0 }}>
      {button(-1)}
      {button(1)}
    </Stack>
  );
}
