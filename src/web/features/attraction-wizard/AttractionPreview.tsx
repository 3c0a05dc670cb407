import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { accessFacilityLabels, isAccessFacilityName } from '../../../contract/access-profile';
import { facilitySelectionLabels } from '../../../contract/facility-states';
import { agesLabel, settingLabels } from '../../../contract/family-facts';
import { hoursStateLabels } from '../../../contract/opening-hours';
import {
  formatPrice,
  priceBandFromPounds,
  priceBandLabels,
  priceBandRanges,
} from '../../../contract/price';
import { useCategories } from '../../api/get-categories';
import { useFacilities } from '../../api/get-facilities';
import { useRegions } from '../../api/get-regions';
import {
  effectiveMainCategory,
  numberOrText,
  type WizardValues,
} from '../../components/attraction-form/wizard-model';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

const none = <Typography sx={{ color: 'text.secondary' }}>Not given</Typography>;
const orNone = (value: string) => (value.trim() === '' ? none : <Typography>{value}</Typography>);

/** The attraction as built from the wizard (SPEC §4: reaching Confirmation builds it). */
export function AttractionPreview({
  values,
  heading = 'Preview',
}: {
  values: WizardValues;
  heading?: string;
}) {
  const { data: categories = [] } = useCategories();
  const { data: regions = [] } = useRegions();
  const { data: facilities = [] } = useFacilities();
  const facilityNames = new Map(facilities.map((f) => [f.facilityName, f.displayName]));
  const price = numberOrText(values.entryPrice);
  const band = typeof price === 'number' && price >= 0 ? priceBandFromPounds(price) : null;
  const main = effectiveMainCategory(values);
  const categoryName = (name: string) =>
    categories.find((c) => c.categoryName === name)?.displayName ?? name;
  const region = regions.find((r) => r.regionName === values.region)?.displayName ?? values.region;
  const address = [values.address1, values.address2, values.town, values.postCode, values.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const chosenFacilities = Object.entries(values.facilities).filter(([, state]) => state !== 'N/A');
  const socials = [
    ['Facebook', values.facebookUsername],
    ['Twitter', values.twitterUsername],
    ['Instagram', values.instagramUsername],
  ].filter(([, handle]) => handle!.trim() !== '');

  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="h3" sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
        {values.name || 'Unnamed attraction'}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary', whiteSpace: 'pre-line' }}>
        {values.description}
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Entry price">
          {band === null || typeof price !== 'number' ? (
            none
          ) : (
            <Typography>
              {formatPrice(price)} · cost rating {priceBandLabels[band]} ({priceBandRanges[band]})
            </Typography>
          )}
        </Row>
        <Row label="Address">{orNone(address)}</Row>
        <Row label="Region">{orNone(region)}</Row>
        <Row label="Coordinates">
          {orNone(
            values.latitude && values.longitude ? `${values.latitude}, ${values.longitude}` : '',
          )}
        </Row>
        <Row label="Website">{orNone(values.linkUrl)}</Row>
        <Row label="Phone">{orNone(values.phoneNumber)}</Row>
        <Row label="Email">{orNone(values.emailAddress)}</Row>
        <Row label="Social accounts">
          {socials.length === 0 ? (
            none
          ) : (
            <Typography>{socials.map(([n, h]) => `${n}: @${h}`).join(' · ')}</Typography>
          )}
        </Row>
        <Row label="Facilities">
          {chosenFacilities.length === 0 ? (
            none
          ) : (
            <FacilityChips values={values} names={facilityNames} />
          )}
        </Row>
        <FactRows values={values} />
        <Row label="Categories">
          {values.categories.length === 0 ? (
            none
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {values.categories.map((name) => (
                <Chip
                  key={name}
                  size="small"
                  color={name === main ? 'primary' : 'default'}
                  label={name === main ? `${categoryName(name)} (main)` : categoryName(name)}
                />
              ))}
            </Stack>
          )}
        </Row>
      </Box>
    </Box>
  );
}

function FacilityChips({ values, names }: { values: WizardValues; names: Map<string, string> }) {
  const chosen = Object.entries(values.facilities).filter(([, state]) => state !== 'N/A');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {chosen.map(([name, state]) => {
        const types = state === 'NO' ? [] : (values.facilityTypes[name] ?? []);
        const label = (names.get(name) ?? accessLabel(name)).replace('|', ' ');
        return (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            label={`${label}: ${facilitySelectionLabels[state]}${types.length > 0 ? ` (${types.join(', ')})` : ''}`}
          />
        );
      })}
    </Stack>
  );
}

const accessLabel = (name: string) =>
  isAccessFacilityName(name) ? accessFacilityLabels[name] : name;

/** The family facts as the form would send them; unknown ones read "Not yet checked". */
function FactRows({ values }: { values: WizardValues }) {
  const unknown = <Typography sx={{ color: 'text.secondary' }}>Not yet checked</Typography>;
  const from = numberOrText(values.agesFrom);
  const to = numberOrText(values.agesTo);
  const ages =
    typeof from === 'number' && (to === null || typeof to === 'number')
      ? agesLabel({ from, to })
      : null;
  return (
    <>
      <Row label="Opening times">
        <Typography>{hoursStateLabels[values.openingHours.state]}</Typography>
      </Row>
      <Row label="Ages">{ages ? <Typography>{ages}</Typography> : unknown}</Row>
      <Row label="Indoor or outdoor">
        {values.setting ? <Typography>{settingLabels[values.setting]}</Typography> : unknown}
      </Row>
      <Row label="Access note">{orNone(values.accessNote)}</Row>
    </>
  );
}
