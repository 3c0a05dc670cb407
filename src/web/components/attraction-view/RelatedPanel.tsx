import { Box, Typography } from '@mui/material';
import { RELATED_LIMIT } from '../../../contract/constants';
import { listTexts } from '../../../contract/messages';
import { AttractionCard } from '../attractions/AttractionCard';
import { AttractionCardSkeleton } from '../attractions/AttractionCardSkeleton';
import { useRelatedAttractions } from '../../api/get-related-attractions';
import { TagList } from './CategoryTags';
import { Section, type PanelProps } from './Section';
import { relatedTags } from './view-helpers';

/**
 * Up to 6 related attractions (same main category, nearest first) and related tags; 'This
 * attraction has no related attractions.' when there are none.
 */
export function RelatedPanel({ attraction, action }: PanelProps) {
  const { data, isPending, isError } = useRelatedAttractions(attraction);
  const related = data ?? [];
  const tags = relatedTags(attraction);

  return (
    <Section title="Related attractions" action={action}>
      {isPending ? (
        <Box sx={grid} aria-hidden>
          {Array.from({ length: 3 }, (_, i) => (
            <AttractionCardSkeleton key={i} />
          ))}
        </Box>
      ) : isError || related.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{listTexts.noRelated}</Typography>
      ) : (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {related.slice(0, RELATED_LIMIT).map((item) => (
            <li key={item.id}>
              <AttractionCard attraction={item} />
            </li>
          ))}
        </Box>
      )}
      {tags.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1.25 }}>
            Related tags
          </Typography>
          <TagList label="Related tags" tags={tags} />
        </Box>
      ) : null}
    </Section>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: { xs: 1.5, sm: 2.5 },
} as const;
