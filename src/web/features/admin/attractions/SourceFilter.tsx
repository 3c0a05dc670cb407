import { MenuItem, TextField } from '@mui/material';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  ATTRACTION_SOURCE_FILTERS,
  attractionSourceLabels,
  type AttractionSourceFilter,
} from '../../../../contract/open-data-sources';

const ALL = 'all';

/** The list's source filter, kept in the query string (?source=castlemap) like page and search. */
export function useSourceParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('source');
  const source = (ATTRACTION_SOURCE_FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as AttractionSourceFilter)
    : undefined;
  const setSource = useCallback(
    (next: AttractionSourceFilter | undefined) => {
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set('source', next);
        else updated.delete('source');
        updated.delete('page');
        return updated;
      });
    },
    [setParams],
  );
  return { source, setSource };
}

/** Every source, hand-written listings, or one open dataset's basic listings (decision 006). */
export function SourceFilter({
  value,
  onChange,
}: {
  value: AttractionSourceFilter | undefined;
  onChange: (source: AttractionSourceFilter | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Source"
      value={value ?? ALL}
      onChange={(event) =>
        onChange(
          event.target.value === ALL ? undefined : (event.target.value as AttractionSourceFilter),
        )
      }
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={ALL}>Every source</MenuItem>
      {ATTRACTION_SOURCE_FILTERS.map((source) => (
        <MenuItem key={source} value={source}>
          {attractionSourceLabels[source]}
        </MenuItem>
      ))}
    </TextField>
  );
}
