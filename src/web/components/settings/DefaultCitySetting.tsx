import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { City } from '../../../contract/city';
import { loadCities } from '../../lib/cities';
import { hintId } from './Setting';

/** The built-in cities in the gazetteer's order, once it has loaded (empty until then). */
function useCities(): City[] {
  const [cities, setCities] = useState<City[]>([]);
  useEffect(() => {
    let live = true;
    void loadCities().then((list) => {
      if (live) setCities(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return cities;
}

/**
 * The Default city select: one of the built-in cities, or none (London). It shows no value until
 * the cities have loaded, so the select never holds a value it has no option for.
 */
export function DefaultCitySetting({
  cityName,
  disabled,
  needsConsent,
  onChange,
}: {
  cityName: string | null;
  disabled: boolean;
  /** Said after the hint while personalisation is off. */
  needsConsent: string | null;
  onChange: (cityName: string | null) => void;
}) {
  const cities = useCities();
  return (
    <Box sx={{ py: 2, borderBottom: '1px solid', borderColor: 'divider' }}>
      <TextField
        select
        fullWidth
        label="Default city"
        value={cities.length > 0 ? (cityName ?? '') : ''}
        disabled={disabled}
        // 'None (London)' shows as the value rather than an empty box.
        slotProps={{
          select: {
            displayEmpty: true,
            SelectDisplayProps: { 'aria-describedby': hintId('default-city') },
          },
          inputLabel: { shrink: true },
        }}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <MenuItem value="">
          <em>None (London)</em>
        </MenuItem>
        {cities.map((city) => (
          <MenuItem key={city.id} value={city.cityName}>
            {city.cityName}
          </MenuItem>
        ))}
      </TextField>
      {/* Outside the field, so it keeps full contrast while the field is disabled. */}
      <Typography
        id={hintId('default-city')}
        variant="body2"
        sx={{ color: 'text.secondary', mt: 0.75 }}
      >
        Used when your device's location is off or unavailable.{needsConsent}
      </Typography>
    </Box>
  );
}
