import { Typography } from '@mui/material';
import {
  ESSENTIAL_FACILITY_NAMES,
  essentialFacilityLabels,
  essentialWords,
} from '../../../contract/family-essentials';
import { FactSourceLine } from './FactSourceLine';
import { FactStateList } from './FactStateList';
import { Section, type PanelProps } from './Section';

/**
 * "For families" (decision 109): pushchairs, baby changing, an under-5s area, a quiet space, café,
 * picnics, dogs and parking, each yes / partly / no / not yet checked, with where it came from.
 */
export function FamilyEssentialsPanel({ attraction, action }: PanelProps) {
  const byName = new Map(attraction.facilities.map((f) => [f.name, f]));
  const known = ESSENTIAL_FACILITY_NAMES.some((name) => byName.has(name));
  return (
    <Section title="For families" action={action}>
      {!known ? (
        <Typography sx={{ mb: 1.5 }}>
          Nobody has checked these for this place yet. Contact them before you go.
        </Typography>
      ) : null}
      <FactStateList
        dataAttribute="data-essential"
        items={ESSENTIAL_FACILITY_NAMES.map((name) => {
          const facility = byName.get(name);
          const state = facility?.state ?? 'N/A';
          return {
            key: name,
            label: essentialFacilityLabels[name],
            state,
            words: facility
              ? essentialWords(
                  name,
                  facility.state,
                  facility.types.map((type) => type.name),
                )
              : null,
          };
        })}
      />
      <FactSourceLine
        what="Family details"
        check={attraction.checks.essentials}
        confirm={{
          attractionId: attraction.id,
          group: 'essentials',
          confirmedAt: attraction.confirmedAt.essentials,
        }}
      />
    </Section>
  );
}
