import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { NEAR_STATION_MINUTES, type NearStationMinutes } from '../../../contract/nearest-station';
import { StationDataCredit } from '../../components/stations/StationDataCredit';
import { FilterGroup, type ListFilterGroupProps } from './FilterGroup';

const ANYWHERE = 'any';

/** "Car-free" (decision 150): places within 10, 20 or 30 minutes' walk of a railway station. */
export function CarFreeFilterGroup({
  state,
  expanded,
  onToggle,
  onChange,
  offerAnywhere = true,
}: ListFilterGroupProps & { offerAnywhere?: boolean }) {
  return (
    <FilterGroup
      id="filter-nearStation"
      title="Car-free"
      expanded={expanded}
      onToggle={onToggle}
      selectedCount={state.nearStation === null ? 0 : 1}
    >
      <RadioGroup
        aria-label="Car-free"
        value={state.nearStation === null ? ANYWHERE : String(state.nearStation)}
        onChange={(event) => {
          const value = event.target.value;
          onChange({
            nearStation: value === ANYWHERE ? null : (Number(value) as NearStationMinutes),
          });
        }}
      >
        {offerAnywhere ? (
          <FormControlLabel value={ANYWHERE} control={<Radio size="small" />} label="Anywhere" />
        ) : null}
        {NEAR_STATION_MINUTES.map((minutes) => (
          <FormControlLabel
            key={minutes}
            value={String(minutes)}
            control={<Radio size="small" />}
            label={`Within ${minutes} minutes' walk of a station`}
          />
        ))}
      </RadioGroup>
      <StationDataCredit />
    </FilterGroup>
  );
}
