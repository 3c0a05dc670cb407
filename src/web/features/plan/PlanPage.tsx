import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PLAN_CALENDAR_PATH } from '../../../contract/api-paths';
import { moveStop, parsePlanQuery, planSearch } from '../../../contract/day-plan';
import { londonToday } from '../../../contract/london-time';
import { isoDate } from '../../../contract/opening-hours';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { pageHref } from '../../../contract/page-routes';
import { dayWords, planTexts } from '../../../contract/plan-texts';
import { usePageTitle } from '../../providers/use-page-title';
import { PageLoading } from '../../components/PageLoading';
import { planStops, type PlannedStop } from './plan-model';
import { PlanForm } from './PlanForm';
import { PlanStopCard } from './PlanStopCard';
import { SharePlan } from './SharePlan';
import { usePlanPlaces } from './use-plan-places';
import { usePlanStart } from './use-plan-start';
import { rememberPlan } from '../../lib/last-plan';
import { useBrowserServices } from '../../providers/browser-services';

/**
 * /plan/?date=…&from=…&ids=… (decision 170): a day out in order, every fact about it from the
 * address, so it is rendered on the server, readable without JavaScript and shared by link.
 */
export default function PlanPage() {
  const [params] = useSearchParams();
  const plan = useMemo(() => parsePlanQuery(params), [params]);
  const [today] = useState(() => londonToday());
  const date = plan.date ?? today;
  const dateText = isoDate(date);
  const start = usePlanStart(plan.from);
  const { places, goneCount, isPending } = usePlanPlaces(plan.ids);
  usePageTitle(`${PAGE_NAMES.plan}: ${dayWords(date)}`);

  const stops = useMemo(
    () =>
      start.data
        ? planStops({
            places,
            start: start.data.point,
            ordered: plan.ordered,
            date,
            today: isoDate(today),
          })
        : [],
    [places, start.data, plan.ordered, date, today],
  );
  const orderedIds = stops.map((stop) => stop.attraction.id);
  const hrefWith = (ids: number[], ordered: boolean) =>
    pageHref.plan(planSearch({ date: dateText, from: plan.from, ids, ordered }));

  const { localStorage } = useBrowserServices();
  useEffect(() => {
    if (plan.ids.length > 0) rememberPlan(localStorage, `?${params.toString()}`);
  }, [localStorage, plan.ids.length, params]);

  const loading = (isPending && places.length === 0) || start.isPending;

  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: '1px solid rgba(0,0,0,0.08)' }}>
        <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
          <Typography
            component="p"
            sx={{ color: 'primary.main', fontWeight: 700, fontSize: '0.85rem', mb: 0.5 }}
          >
            {planTexts.eyebrow}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
            {planTexts.heading(date)}
          </Typography>
          <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>
            {start.data?.point && start.data.name
              ? planTexts.startsFrom(start.data.name)
              : start.data?.notFound
                ? planTexts.startNotFound(plan.from)
                : planTexts.noStart}
          </Typography>
          <Box sx={{ mt: 2.5 }}>
            <PlanForm
              date={dateText}
              from={plan.from}
              ids={orderedIds.length ? orderedIds : plan.ids}
              ordered={plan.ordered}
            />
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 3, pb: 6 }}>
        {plan.ids.length === 0 ? (
          <EmptyPlan />
        ) : loading ? (
          <PageLoading text={planTexts.loading} />
        ) : (
          <PlanBody
            stops={stops}
            date={date}
            goneCount={goneCount}
            calendarHref={(ids) =>
              `${PLAN_CALENDAR_PATH}${planSearch({ date: dateText, from: '', ids })}`
            }
            moveHref={(id, by) => hrefWith(moveStop(orderedIds, id, by), true)}
          />
        )}
      </Container>
    </>
  );
}

function PlanBody({
  stops,
  date,
  goneCount,
  calendarHref,
  moveHref,
}: {
  stops: PlannedStop[];
  date: ReturnType<typeof londonToday>;
  goneCount: number;
  calendarHref: (ids: number[]) => string;
  moveHref: (id: number, by: number) => string;
}) {
  const warnings = stops.flatMap((stop) =>
    stop.day.warnings.map((w) => planTexts.warning(stop.attraction.name, w, date)),
  );
  const { focusRef, announcement, noteMove } = useMoveFocus(stops);
  return (
    <Stack spacing={2.5}>
      {goneCount > 0 ? <Alert severity="info">{planTexts.gone(goneCount)}</Alert> : null}
      <PlanWarnings warnings={warnings} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <SharePlan title={planTexts.heading(date)} />
        <Button
          variant="outlined"
          href={calendarHref(stops.map((s) => s.attraction.id))}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {planTexts.calendar}
        </Button>
      </Stack>
      <Box role="status" className="visually-hidden">
        {announcement}
      </Box>
      <Stack
        component="ol"
        aria-label={planTexts.stopsLabel}
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {stops.map((stop, index) => (
          <Box component="li" key={stop.attraction.id}>
            <LegLine stop={stop} first={index === 0} />
            <PlanStopCard
              stop={stop}
              position={index + 1}
              count={stops.length}
              date={date}
              moveHref={(by) => moveHref(stop.attraction.id, by)}
              calendarHref={calendarHref([stop.attraction.id])}
              focusRef={(by, element) => focusRef(stop.attraction.id, by, element)}
              onMove={(by) => noteMove(stop.attraction.id, by)}
            />
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {planTexts.travelNote}
      </Typography>
    </Stack>
  );
}

/** "Before you go": every stop's warnings in one list, or a plain all-clear. */
function PlanWarnings({ warnings }: { warnings: string[] }) {
  const heading = (
    <Typography id="plan-warnings" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
      {planTexts.warningsHeading}
    </Typography>
  );
  return (
    <Box component="section" aria-labelledby="plan-warnings">
      {warnings.length > 0 ? (
        <Alert severity="warning" data-testid="plan-warnings">
          {heading}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success" data-testid="plan-warnings">
          {heading}
          {planTexts.allClear}
        </Alert>
      )}
    </Box>
  );
}

/** The way to a stop: its straight-line distance and the rough drive band (decision 170). */
function LegLine({ stop, first }: { stop: PlannedStop; first: boolean }) {
  const text = stop.leg
    ? planTexts.leg(stop.leg.miles, stop.leg.band, first)
    : first
      ? null
      : planTexts.legUnknown;
  return (
    <Typography
      variant="body2"
      data-testid="stop-leg"
      sx={{
        color: 'text.secondary',
        py: 1,
        pl: { xs: 1, sm: 2 },
        borderLeft: '3px dotted rgba(0,0,0,0.2)',
        ml: 2.25,
        minHeight: 8,
      }}
    >
      {text}
    </Typography>
  );
}

/**
 * After a stop moves, focus returns to the button that moved it (or its other button, at the
 * end of the list), and a live region says where it went: the keyboard user keeps their place.
 */
function useMoveFocus(stops: PlannedStop[]) {
  const buttons = useRef(new Map<string, HTMLElement>());
  const [moved, setMoved] = useState<{ id: number; by: number } | null>(null);
  const focusRef = useCallback((id: number, by: number, element: HTMLElement | null) => {
    if (element) buttons.current.set(`${id}:${by}`, element);
    else buttons.current.delete(`${id}:${by}`);
  }, []);
  const order = stops.map((s) => s.attraction.id).join(',');
  useEffect(() => {
    if (!moved) return;
    const target =
      buttons.current.get(`${moved.id}:${moved.by}`) ??
      buttons.current.get(`${moved.id}:${-moved.by}`);
    target?.focus();
  }, [order, moved]);
  const position = moved ? stops.findIndex((s) => s.attraction.id === moved.id) : -1;
  const announcement =
    moved && position >= 0
      ? planTexts.moved(stops[position]!.attraction.name, position + 1, stops.length)
      : '';
  return { focusRef, announcement, noteMove: (id: number, by: number) => setMoved({ id, by }) };
}

function EmptyPlan() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography sx={{ mb: 2 }}>{planTexts.emptyPlan}</Typography>
      <Button component={RouterLink} to={pageHref.shortlist()} variant="outlined">
        {planTexts.goToShortlist}
      </Button>
    </Box>
  );
}
