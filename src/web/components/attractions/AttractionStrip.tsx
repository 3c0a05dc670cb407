import { Box, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { listTexts } from '../../../contract/messages';
import { useAttractions, type AttractionListQuery } from '../../api/get-attractions';
import { ArrowForwardIcon } from '../icons';
import { AttractionCard } from './AttractionCard';
import { AttractionCardSkeleton } from './AttractionCardSkeleton';

/** SPEC §2: strips show 3 attractions, or 2 on phones and portrait tablets. */
export const STRIP_SIZE = 3;

/**
 * A titled row of attractions with a 'See all' link. Three are fetched; below the md breakpoint
 * (phones, portrait tablets) CSS hides the third, so the server and browser render alike.
 */
export function AttractionStrip({
  title,
  query,
  seeAllTo,
  enabled = true,
}: {
  title: string;
  query: AttractionListQuery;
  seeAllTo: string;
  enabled?: boolean;
}) {
  const headingId = useId();
  const { data, isPending, isError } = useAttractions({ ...query, pageSize: STRIP_SIZE }, enabled);
  const results = data?.results ?? [];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' } }}>
          {title}
        </Typography>
        <Link
          component={RouterLink}
          to={seeAllTo}
          underline="hover"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 600,
            whiteSpace: 'nowrap',
          }}
        >
          See all
          <ArrowForwardIcon aria-hidden sx={{ fontSize: 18 }} />
        </Link>
      </Stack>
      {isError || (!isPending && results.length === 0) ? (
        <Typography sx={{ color: 'text.secondary' }}>{listTexts.noResults}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            gap: { xs: 1.5, sm: 2.5 },
            // The third card only where three fit (SPEC §2).
            '& > :nth-of-type(3)': { display: { xs: 'none', md: 'block' } },
          }}
        >
          {isPending || !data
            ? Array.from({ length: STRIP_SIZE }, (_, i) => <AttractionCardSkeleton key={i} />)
            : results.slice(0, STRIP_SIZE).map((a) => <AttractionCard key={a.id} attraction={a} />)}
        </Box>
      )}
    </Box>
  );
}
