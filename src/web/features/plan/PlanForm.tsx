import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { coordinatesFrom, planSearch } from '../../../contract/day-plan';
import { planTexts } from '../../../contract/plan-texts';
import { pageHref } from '../../../contract/page-routes';
import { useBrowserServices } from '../../providers/browser-services';
import { MyLocationIcon } from '../../components/icons';

/**
 * The plan's day and start. A plain GET form to /plan/, so it works without JavaScript; with it,
 * the page navigates in place. "Use my location" needs the browser's geolocation.
 */
export function PlanForm({
  date,
  from,
  ids,
  ordered,
}: {
  date: string;
  from: string;
  ids: readonly number[];
  ordered: boolean;
}) {
  const navigate = useNavigate();
  const { geolocation } = useBrowserServices();
  const [locating, setLocating] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    void navigate(
      pageHref.plan(
        planSearch({
          date: field('date') || date,
          from: field('from'),
          ids,
          ordered,
        }),
      ),
    );
  };

  const useMyLocation = () => {
    if (!geolocation) return;
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        void navigate(
          pageHref.plan(planSearch({ date, from: coordinatesFrom(position.coords), ids, ordered })),
        );
      },
      () => setLocating(false),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  return (
    <Box component="form" method="get" action={pageHref.plan()} onSubmit={submit}>
      <input type="hidden" name="ids" value={ids.join(',')} />
      {ordered ? <input type="hidden" name="order" value="mine" /> : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          key={`date-${date}`}
          label={planTexts.dateLabel}
          name="date"
          type="date"
          defaultValue={date}
          size="small"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ bgcolor: 'background.paper', minWidth: 170 }}
        />
        <TextField
          key={`from-${from}`}
          label={planTexts.fromLabel}
          name="from"
          defaultValue={from}
          size="small"
          helperText={planTexts.fromHelp}
          sx={{ flex: 1, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
        />
        <Button type="submit" variant="outlined" sx={{ whiteSpace: 'nowrap', minHeight: 40 }}>
          {planTexts.update}
        </Button>
        <Button
          type="button"
          startIcon={<MyLocationIcon />}
          onClick={useMyLocation}
          disabled={locating}
          sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
        >
          {planTexts.useMyLocation}
        </Button>
      </Stack>
    </Box>
  );
}
