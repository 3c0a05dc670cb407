import { Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { PlaceIcon } from '../icons';
import { ShortlistHeart } from '../shortlist/ShortlistHeart';
import { CategoryTags } from './CategoryTags';
import { GroupLinks } from './GroupLinks';
import { placeLine } from './view-helpers';

type MainCategory = NonNullable<Attraction['mainCategory']>;

/** The main category above the name, linking to its category page. */
function MainCategoryLink({ category }: { category: MainCategory }) {
  return (
    <Link
      component={RouterLink}
      to={`/categories/${category.categoryName}`}
      underline="hover"
      sx={{
        fontWeight: 700,
        fontSize: '0.8rem',
        textTransform: 'uppercase',
        letterSpacing: '0.06em',
        alignSelf: 'flex-start',
      }}
    >
      {category.displayName}
    </Link>
  );
}

/**
 * The name as the page's h1, with the edit mode's `nameAction` beside it or, for visitors, the
 * shortlist heart.
 */
function NameHeading({
  attraction,
  nameAction,
}: {
  attraction: Attraction;
  nameAction?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, flex: 1, minWidth: 0 }}
      >
        {attraction.name}
      </Typography>
      {nameAction ? (
        <Box sx={{ pt: { xs: 0.5, md: 1 } }}>{nameAction}</Box>
      ) : (
        <Box sx={{ display: 'flex', pt: { xs: 0.25, md: 0.75 } }}>
          <ShortlistHeart id={attraction.id} name={attraction.name} outlined />
        </Box>
      )}
    </Box>
  );
}

/**
 * The attraction's name and where it is, its category tags and the groups it belongs to. The
 * name is the page's only h1. Edit mode (attraction-editing/) puts the name's Set/Edit button in
 * `nameAction` and shows the categories in their own editable panel (`showCategories` false).
 */
export function AttractionSummary({
  attraction,
  nameAction,
  showCategories = true,
}: {
  attraction: Attraction;
  nameAction?: ReactNode;
  showCategories?: boolean;
}) {
  const place = placeLine(attraction);
  return (
    <Stack spacing={1.5}>
      {attraction.mainCategory ? <MainCategoryLink category={attraction.mainCategory} /> : null}
      <NameHeading attraction={attraction} nameAction={nameAction} />
      {place ? (
        <Typography
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
        >
          <PlaceIcon aria-hidden sx={{ fontSize: 20, color: 'primary.main' }} />
          {place}
        </Typography>
      ) : null}
      {showCategories && attraction.categories.length > 0 ? (
        <Box sx={{ pt: 0.5 }}>
          <CategoryTags categories={attraction.categories} mainCategory={attraction.mainCategory} />
        </Box>
      ) : null}
      {attraction.attractionGroups.length > 0 ? (
        <GroupLinks groups={attraction.attractionGroups} />
      ) : null}
    </Stack>
  );
}
