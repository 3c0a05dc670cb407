import { Box, Chip, Paper, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import type { AttractionFacility } from '../../../contract/attraction';
import { FACILITY_TILE_DEFAULT_COLOUR } from '../../../contract/constants';
import { facilitySelectionLabels, type FacilityState } from '../../../contract/facility-states';
import type { Facility } from '../../../contract/facility';
import { facilityPlainName } from '../../../contract/facility-name';
import { useFacilities } from '../../api/get-facilities';
import { FacilityGlyph } from '../facilities/FacilityGlyph';
import { CancelIcon, CheckCircleIcon, InfoIcon } from './icons';
import { Section, type PanelProps } from './Section';

const ORDER: Record<FacilityState, number> = { YES: 0, PARTIAL: 1, NO: 2 };

const stateStyle: Record<FacilityState, { fg: string; bg: string; icon: ReactElement }> = {
  YES: { fg: '#1e6b2a', bg: '#e6f2e8', icon: <CheckCircleIcon sx={{ fontSize: 16 }} /> },
  PARTIAL: { fg: '#8a3b00', bg: '#fdeedd', icon: <InfoIcon sx={{ fontSize: 16 }} /> },
  NO: { fg: '#4a4f4c', bg: '#eceeed', icon: <CancelIcon sx={{ fontSize: 16 }} /> },
};

/** What the visitor reads for a state: the facility's own sentence, or ours for an advisory. */
export function facilityStateText(
  state: FacilityState,
  facility: Pick<Facility, 'availableDescription' | 'unavailableDescription'> | undefined,
): string | null {
  if (state === 'YES') return facility?.availableDescription ?? null;
  if (state === 'NO') return facility?.unavailableDescription ?? null;
  return 'Available with some restrictions: check with the attraction before you visit.';
}

function FacilityItem({
  item,
  facility,
}: {
  item: AttractionFacility;
  facility: Facility | undefined;
}) {
  const style = stateStyle[item.state];
  const description = facilityStateText(item.state, facility);
  const unavailable = item.state === 'NO';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-facility={item.name}
      sx={{
        display: 'flex',
        gap: 1.75,
        p: 2,
        borderColor: 'rgba(0,0,0,0.08)',
        bgcolor: unavailable ? '#fafafa' : 'background.paper',
      }}
    >
      <Box sx={{ opacity: unavailable ? 0.55 : 1, filter: unavailable ? 'grayscale(1)' : 'none' }}>
        <FacilityGlyph
          icon={facility?.icon}
          colour={facility?.colour ?? FACILITY_TILE_DEFAULT_COLOUR}
          size={42}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {facilityPlainName(item.displayName)}
          </Typography>
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.25,
              borderRadius: 999,
              fontSize: '0.8rem',
              fontWeight: 700,
              color: style.fg,
              bgcolor: style.bg,
            }}
          >
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              {style.icon}
            </Box>
            {facilitySelectionLabels[item.state]}
          </Box>
        </Box>
        {description ? (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {description}
          </Typography>
        ) : null}
        {item.types.length > 0 ? (
          <Box
            component="ul"
            aria-label={`${facilityPlainName(item.displayName)} details`}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.75,
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
            }}
          >
            {item.types.map((type) => (
              <li key={type.name}>
                <Chip size="small" label={type.name} variant="outlined" />
              </li>
            ))}
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}

/**
 * The attraction's facilities with their states (SPEC §4: YES available, PARTIAL advisory, NO
 * unavailable) and descriptions; unknown facilities are not listed (docs/decisions/083). Hidden
 * when the attraction lists none (SPEC §6).
 */
export function FacilitiesPanel({ attraction, action }: PanelProps) {
  const { data: facilities } = useFacilities();
  if (attraction.facilities.length === 0) return null;
  const byName = new Map((facilities ?? []).map((f) => [f.facilityName, f]));
  const items = [...attraction.facilities].sort(
    (a, b) =>
      ORDER[a.state] - ORDER[b.state] ||
      facilityPlainName(a.displayName).localeCompare(facilityPlainName(b.displayName)),
  );

  return (
    <Section title="Facilities" action={action}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 1.5,
        }}
      >
        {items.map((item) => (
          <FacilityItem key={item.name} item={item} facility={byName.get(item.name)} />
        ))}
      </Box>
    </Section>
  );
}
