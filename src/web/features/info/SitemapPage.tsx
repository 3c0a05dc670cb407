import { Box, Container, Paper, Skeleton, Typography } from '@mui/material';
import { memo, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { useProgressiveCount } from '../../components/attractions/use-progressive-count';
import { PageHeader } from '../../components/PageHeader';
import { formatCount, plural } from '../../lib/plural';
import { useAllAttractions } from './api/use-all-attractions';
import {
  sitePageEntries,
  useCatalogueSections,
  useCarFreePageEntries,
  useLandingPageEntries,
  type SitemapEntry,
} from './use-sitemap-entries';

/** A count badge; screen readers hear ', 21 Daytrips' after the link. */
function CountBadge({ count, noun }: { count: number; noun: string }) {
  return (
    <Box
      component="span"
      data-testid="count-badge"
      sx={{
        ml: 1,
        px: 1,
        minWidth: 28,
        display: 'inline-block',
        textAlign: 'center',
        borderRadius: 999,
        fontSize: '0.8rem',
        fontWeight: 700,
        lineHeight: '1.6',
        color: 'primary.dark',
        bgcolor: 'rgba(11,93,75,0.1)',
      }}
    >
      <span className="visually-hidden">, </span>
      {formatCount(count)}
      <span className="visually-hidden"> {noun}</span>
    </Box>
  );
}

// Memoised: the attractions list is hundreds of links, and it should not render again each time
// another of the page's queries settles.
const LinkList = memo(function LinkList({
  entries,
  columns = 1,
}: {
  entries: SitemapEntry[];
  columns?: number;
}) {
  const { productName } = useSiteConfig();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        columnCount: { xs: 1, sm: Math.min(columns, 2), md: columns },
        columnGap: 3,
        '& li': { breakInside: 'avoid', py: 0.5 },
        // Styled as MUI's <Link underline="hover">, but plain anchors: a sitemap has hundreds,
        // and a styled component each made its render several times slower (decision 047).
        '& a': {
          color: 'primary.main',
          textDecoration: 'none',
          '&:hover': { textDecoration: 'underline' },
        },
      }}
    >
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link to={entry.to}>{entry.label}</Link>
          {entry.count !== undefined ? (
            <CountBadge count={entry.count} noun={plural(entry.count, productName)} />
          ) : null}
        </li>
      ))}
    </Box>
  );
});

function SitemapSection({
  id,
  title,
  badge,
  children,
}: {
  id: string;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderColor: 'rgba(0,0,0,0.08)', breakInside: 'avoid' }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
        {badge}
      </Typography>
      {children}
    </Paper>
  );
}

function Loading() {
  return (
    <Box aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} width={`${60 + ((i * 13) % 30)}%`} />
      ))}
    </Box>
  );
}

/**
 * How many attraction links the first commit renders; the rest (the catalogue has hundreds) follow
 * in a transition, which yields to the browser as it goes, so the page never holds the main
 * thread in one long task (decision 047). Every link is in the final DOM.
 */
const FIRST_ATTRACTION_LINKS = 30;

/**
 * /sitemap/ (SPEC §2): the site's pages; regions, categories, groups and facilities with count
 * badges; and every attraction, A-Z, under a total count badge.
 */
export default function SitemapPage() {
  usePageTitle(PAGE_NAMES.sitemap);
  const { productName } = useSiteConfig();
  const sections = useCatalogueSections();
  const landingPages = useLandingPageEntries();
  const carFreePages = useCarFreePageEntries();
  const attractions = useAllAttractions();

  return (
    <>
      <PageHeader
        title={PAGE_NAMES.sitemap}
        subtitle={`Every page of ${productName}, and every ${productName} we list.`}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2.5,
            alignItems: 'start',
          }}
        >
          <SitemapSection id="sitemap-pages" title="Site pages">
            <LinkList entries={sitePageEntries(productName)} />
          </SitemapSection>
          {sections.map((section) => (
            <SitemapSection key={section.id} id={section.id} title={section.title}>
              {section.entries ? <LinkList entries={section.entries} /> : <Loading />}
            </SitemapSection>
          ))}
        </Box>
        <Box sx={{ mt: 2.5 }}>
          <SitemapSection
            id="sitemap-landing-pages"
            title={`${productName}s by region and category`}
          >
            {landingPages ? <LinkList columns={3} entries={landingPages} /> : <Loading />}
          </SitemapSection>
        </Box>
        <Box sx={{ mt: 2.5 }}>
          <SitemapSection id="sitemap-car-free-pages" title="Car-free days out">
            {carFreePages ? <LinkList columns={3} entries={carFreePages} /> : <Loading />}
          </SitemapSection>
        </Box>
        <Box sx={{ mt: 2.5 }}>
          <AllAttractionsSection {...attractions} />
        </Box>
      </Container>
    </>
  );
}

/** Every attraction A-Z under its total count badge, rendered a first few at a time. */
function AllAttractionsSection({ isLoaded, total, results }: ReturnType<typeof useAllAttractions>) {
  const { productName } = useSiteConfig();
  const shownAttractions = useProgressiveCount(results, FIRST_ATTRACTION_LINKS);
  const attractionEntries = useMemo(
    () =>
      results.slice(0, shownAttractions).map((a) => ({
        key: String(a.id),
        label: a.name,
        to: `/attraction/${a.id}`,
      })),
    [results, shownAttractions],
  );
  return (
    <SitemapSection
      id="sitemap-attractions"
      title={`All ${productName}s`}
      badge={
        total !== undefined ? <CountBadge count={total} noun={plural(total, productName)} /> : null
      }
    >
      {isLoaded ? (
        <LinkList columns={3} entries={attractionEntries} />
      ) : (
        <Box sx={{ minHeight: '100vh' }}>
          <Loading />
        </Box>
      )}
    </SitemapSection>
  );
}
