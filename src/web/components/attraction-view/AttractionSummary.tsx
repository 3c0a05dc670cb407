import { Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { PlaceIcon } from '../icons';
import { ShortlistHeart } from '../shortlist/ShortlistHeart';
import { CategoryTags } from './CategoryTags';
import { placeLine } from './view-helpers';

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
      {attraction.mainCategory ? (
        <Link
          component={RouterLink}
          to={`/categories/${attraction.mainCategory.categoryName}`}
          underline="hover"
          sx={{
            fontWeight: 700,
            fontSize: '0.8rem',
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
            alignSelf: 'flex-start',
          }}
        >
          {attraction.mainCategory.displayName}
        </Link>
      ) : null}
      {nameAction ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, flex: 1, minWidth: 0 }}
          >
            {attraction.name}
          </Typography>
          <Box sx={{ pt: { xs: 0.5, md: 1 } }}>{nameAction}</Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, flex: 1, minWidth: 0 }}
          >
            {attraction.name}
          </Typography>
          <ShortlistHeart
            id={attraction.id}
            name={attraction.name}
            sx={{ mt: { xs: 0.25, md: 0.75 }, border: '1px solid rgba(0,0,0,0.12)' }}
          />
        </Box>
      )}
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
        <Box component="ul" aria-label="Part of" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {attraction.attractionGroups.map((group) => (
            <Box component="li" key={group.groupId} sx={{ mt: 0.5 }}>
              <Link
                component={RouterLink}
                to={`/group/${group.groupId}`}
                underline="none"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  pl: 0.75,
                  pr: 1.5,
                  py: 0.5,
                  borderRadius: 999,
                  fontWeight: 700,
                  fontSize: '0.9rem',
                  color: group.branding.textColour,
                  bgcolor: group.branding.primaryColour,
                  '&:hover, &:focus-visible': { filter: 'brightness(1.12)' },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: '50%',
                    bgcolor: group.branding.secondaryColour,
                    boxShadow: '0 0 0 2px rgba(255,255,255,0.6)',
                  }}
                />
                Part of {group.displayName}
              </Link>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
