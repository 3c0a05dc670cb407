import { Link, Typography } from '@mui/material';
import { accessFacilityLabels, ACCESS_FACILITY_NAMES } from '../../../contract/access-profile';
import { FactStateList } from './FactStateList';
import { FactSourceLine } from './FactSourceLine';
import { Section, type PanelProps } from './Section';

/**
 * The accessibility profile: all ten items, each with its state, so an unknown reads "Not yet
 * checked" rather than vanishing as if absent; then the access note and the place's own guide.
 */
export function AccessibilityPanel({ attraction, action }: PanelProps) {
  const states = new Map(attraction.facilities.map((f) => [f.name, f.state]));
  const known = ACCESS_FACILITY_NAMES.some((name) => states.has(name));
  return (
    <Section title="Accessibility" action={action}>
      {!known ? (
        <Typography sx={{ mb: 1.5 }}>
          Nobody has checked this place&apos;s access yet. Contact them before you go.
        </Typography>
      ) : null}
      <FactStateList
        dataAttribute="data-access"
        items={ACCESS_FACILITY_NAMES.map((name) => ({
          key: name,
          label: accessFacilityLabels[name],
          state: states.get(name) ?? 'N/A',
        }))}
      />
      {attraction.access.note ? (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{attraction.access.note}</Typography>
      ) : null}
      {attraction.access.guideUrl ? (
        <Link
          href={attraction.access.guideUrl}
          rel="noopener"
          target="_blank"
          sx={{ display: 'inline-block', mt: 1.5 }}
        >
          Read their own access guide
        </Link>
      ) : null}
      <FactSourceLine
        what="Access details"
        check={attraction.checks.access}
        confirm={{
          attractionId: attraction.id,
          group: 'access',
          confirmedAt: attraction.confirmedAt.access,
        }}
      />
    </Section>
  );
}
