import { Box, Button, Container, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { listTexts } from '../../../contract/messages';
import { useSiteConfig } from '../../providers/site-config-context';
import { AttractionCard } from '../../components/attractions/AttractionCard';
import { PageLoading } from '../../components/PageLoading';
import { plural } from '../../lib/plural';
import NotFoundPage from '../../components/NotFoundPage';
import { useKnownPageTitle } from '../../providers/use-known-page-title';
import { usePageMeta } from '../../providers/use-page-meta';
import { groupMeta } from '../../../contract/page-meta';
import { useGroup } from '../../api/get-groups';
import { useGroupAttractions } from './api/get-group-attractions';
import type { AttractionGroup } from '../../../contract/attraction-group';

function GroupHeader({ group, total }: { group: AttractionGroup; total: number | null }) {
  const { productName } = useSiteConfig();
  const { primaryColour, secondaryColour, textColour } = group.branding;
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: primaryColour,
        color: textColour,
        borderBottom: `8px solid ${secondaryColour}`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -120, md: 40 },
          top: -80,
          width: 320,
          height: 320,
          borderRadius: '50%',
          bgcolor: secondaryColour,
          opacity: 0.25,
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 4, md: 6 } }}>
        <Typography
          component="p"
          sx={{
            fontWeight: 700,
            fontSize: '0.8rem',
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
          }}
        >
          Attraction Group
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '2rem', md: '2.8rem' } }}>
          {group.displayName}
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 720, lineHeight: 1.7, fontSize: '1.05rem' }}>
          {group.description}
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            component="a"
            href={group.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            sx={{
              color: textColour,
              borderColor: textColour,
              '&:hover': { borderColor: textColour, bgcolor: 'rgba(255,255,255,0.12)' },
            }}
          >
            Visit Website
          </Button>
          {total !== null ? (
            <Typography sx={{ fontWeight: 700 }} aria-live="polite">
              {total} {plural(total, productName)}
            </Typography>
          ) : null}
        </Box>
      </Container>
    </Box>
  );
}

/** /group/{groupId} (SPEC §2): the group's header, then every one of its attractions, A-Z. */
export default function GroupPage() {
  const { groupId = '' } = useParams();
  const { productName } = useSiteConfig();
  const group = useGroup(groupId);
  const found = group.data ?? null;
  const attractions = useGroupAttractions(groupId, found !== null);
  useKnownPageTitle(found?.displayName ?? null);
  usePageMeta(found ? groupMeta(groupId, found.displayName, productName) : null);

  if (group.isPending) {
    return (
      <Box sx={{ minHeight: '100vh' }}>
        <PageLoading />
      </Box>
    );
  }
  if (group.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography sx={{ color: 'text.secondary' }}>{listTexts.noResults}</Typography>
      </Container>
    );
  }
  if (found === null) return <NotFoundPage />;
  const results = attractions.data?.results ?? [];

  return (
    <>
      <GroupHeader group={found} total={attractions.data?.metadata.totalResults ?? null} />
      <Container
        maxWidth="lg"
        sx={{ py: { xs: 3, md: 5 }, minHeight: attractions.isPending ? '100vh' : undefined }}
      >
        {attractions.isPending ? (
          <PageLoading text={listTexts.loadingList(productName)} />
        ) : attractions.isError || results.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{listTexts.noResults}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={`${found.displayName} ${productName}s`}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
              gap: { xs: 1.5, sm: 2.5 },
            }}
          >
            {results.map((attraction) => (
              <li key={attraction.id}>
                <AttractionCard attraction={attraction} headingLevel="h2" />
              </li>
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
