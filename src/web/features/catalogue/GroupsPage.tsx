import { Box, Container, Skeleton, Typography } from '@mui/material';
import { listTexts } from '../../../contract/messages';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { plural } from '../../lib/plural';
import { useGroups } from '../../api/get-groups';
import { GroupTile } from './GroupTile';
import { PageHeader } from '../../components/PageHeader';
import { groupColumns } from './tile-layout';

/**
 * /groups/ (SPEC §2): 'Attraction Groups', a tile per group in its colours. Columns: 1 for one
 * group, 2 for two, otherwise 3 on wide screens; phones 1; tablets at most 2.
 */
export default function GroupsPage() {
  usePageTitle(PAGE_NAMES.groups);
  const { productName } = useSiteConfig();
  const { data, isPending, isError } = useGroups();
  const groups = data ?? [];
  const columns = groupColumns(groups.length);

  return (
    <>
      <PageHeader
        title={PAGE_NAMES.groups}
        subtitle={`The organisations behind many ${productName}s. Open one to see everything it runs.`}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {isPending ? (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              gap: 2.5,
            }}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={260} sx={{ borderRadius: 4 }} />
            ))}
          </Box>
        ) : isError || groups.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{listTexts.noResults}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={PAGE_NAMES.groups}
            data-columns={columns.lg}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: { xs: 2, md: 3 },
              gridTemplateColumns: {
                xs: `repeat(${columns.xs}, minmax(0, 1fr))`,
                sm: `repeat(${columns.sm}, minmax(0, 1fr))`,
                lg: `repeat(${columns.lg}, minmax(0, 1fr))`,
              },
            }}
          >
            {groups.map((group) => (
              <li key={group.groupId}>
                <GroupTile
                  group={group}
                  count={`${group.attractionCount} ${plural(group.attractionCount, productName)}`}
                />
              </li>
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
