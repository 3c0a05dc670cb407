import { Box, Chip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CategoryRef } from '../../../contract/attraction';
import { TagIcon } from './icons';
import { pageHref } from '../../../contract/page-routes';

/** Chips linking to lists, e.g. a category tag to ../categories/{categoryName} (SPEC §2). */
export function TagList({
  label,
  tags,
}: {
  label: string;
  tags: ReadonlyArray<{ key: string; label: string; to: string }>;
}) {
  if (tags.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag.key}>
          <Chip
            component={RouterLink}
            to={tag.to}
            clickable
            icon={<TagIcon aria-hidden sx={{ fontSize: '1rem !important' }} />}
            label={tag.label}
            variant="outlined"
            sx={{
              borderColor: 'rgba(11,93,75,0.35)',
              color: 'primary.dark',
              '& .MuiChip-icon': { color: 'primary.main' },
            }}
          />
        </li>
      ))}
    </Box>
  );
}

/** The attraction's categories, main category first. */
export function CategoryTags({
  categories,
  mainCategory,
}: {
  categories: CategoryRef[];
  mainCategory: CategoryRef | null;
}) {
  const ordered = [...categories].sort(
    (a, b) =>
      Number(b.categoryName === mainCategory?.categoryName) -
      Number(a.categoryName === mainCategory?.categoryName),
  );
  return (
    <TagList
      label="Categories"
      tags={ordered.map((c) => ({
        key: c.categoryName,
        label: c.displayName,
        to: pageHref.category(c.categoryName),
      }))}
    />
  );
}
