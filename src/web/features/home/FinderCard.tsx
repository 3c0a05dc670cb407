import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toQueryString } from '../../../contract/query-string';
import { useAttractionCount } from '../../api/get-attraction-count';
import { useCategories } from '../../api/get-categories';
import { useRegions } from '../../api/get-regions';
import { useSiteConfig } from '../../providers/site-config-context';
import { ArrowForwardIcon } from '../../components/icons';
import { SelectField } from '../../components/SelectField';
import { formatCount, plural } from '../../lib/plural';
import { pageHref } from '../../../contract/page-routes';

const ANY = '';

/**
 * The home finder (SPEC §2 Home): Category and Region drop-downs defaulting to 'Any', and a
 * button with the live count of matches that opens the list with those filters. It is a plain
 * GET form to the list, so it works before the scripts load or without them (decision 097).
 */
export function FinderCard() {
  const { productName } = useSiteConfig();
  const navigate = useNavigate();
  const [category, setCategory] = useState(ANY);
  const [region, setRegion] = useState(ANY);
  const categories = useCategories();
  const regions = useRegions();
  const filters = {
    category: category === ANY ? [] : [category],
    region: region === ANY ? [] : [region],
  };
  const count = useAttractionCount(filters);
  const filtered = category !== ANY || region !== ANY;
  // While a new choice is counted the previous count is kept only as a placeholder: it belongs to
  // the old choice, so the button shows no number until the new one arrives (decision 053).
  const counting = count.isPlaceholderData;
  const n = counting ? undefined : count.data;

  const label =
    n === undefined
      ? `Explore ${filtered ? 'Matching ' : ''}${productName}s`
      : `Explore ${formatCount(n)} ${filtered ? 'Matching ' : ''}${plural(n, productName)}`;

  const byName = <T extends { displayName: string }>(list: T[] | undefined) =>
    [...(list ?? [])].sort((a, b) => a.displayName.localeCompare(b.displayName));

  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: 4,
        boxShadow: '0 24px 48px rgba(4,36,29,0.28)',
        color: 'text.primary',
      }}
    >
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
        Find a {productName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
        Pick a kind of day out and a part of the UK.
      </Typography>
      <Stack
        spacing={2}
        component="form"
        method="get"
        action={pageHref.attractions()}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void navigate(pageHref.attractions(toQueryString(filters)));
        }}
      >
        <SelectField label="Category" name="category" value={category} onChange={setCategory}>
          <option value={ANY}>Any</option>
          {byName(categories.data).map((c) => (
            <option key={c.categoryName} value={c.categoryName}>
              {c.displayName}
            </option>
          ))}
        </SelectField>
        <SelectField label="Region" name="region" value={region} onChange={setRegion}>
          <option value={ANY}>Any</option>
          {byName(regions.data).map((r) => (
            <option key={r.regionName} value={r.regionName}>
              {r.displayName}
            </option>
          ))}
        </SelectField>
        <Button
          variant="contained"
          size="large"
          disabled={n === 0}
          endIcon={<ArrowForwardIcon />}
          aria-busy={counting}
          type="submit"
          sx={{ py: 1.4, fontSize: '1.05rem', '&[aria-busy="true"]': { opacity: 0.85 } }}
        >
          <span aria-live="polite">{label}</span>
        </Button>
      </Stack>
    </Paper>
  );
}
