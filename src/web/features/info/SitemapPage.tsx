import { Box, Container, Paper, Skeleton, Typography } from '@mui/material';
import { memo, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { facilityPlainName } from '../../../contract/facility-name';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useCategories } from '../../api/get-categories';
import { useFacilities } from '../../api/get-facilities';
import { useRegions } from '../../api/get-regions';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { useGroups } from '../../api/get-groups';
import { useProgressiveCount } from '../../components/attractions/use-progressive-count';
import { PageHeader } from '../../components/PageHeader';
import { formatCount, plural } from '../../lib/plural';
import { useAllAttractions } from './api/use-all-attractions';

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

interface Entry {
  key: string;
  label: string;
  to: string;
  count?: number;
}

// Memoised: the attractions list is hundreds of links, and it should not render again each time
// another of the page's queries settles.
const LinkList = memo(function LinkList({
  entries,
  columns = 1,
}: {
  entries: Entry[];
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
  const regions = useRegions();
  const categories = useCategories();
  const groups = useGroups();
  const facilities = useFacilities();
  const attractions = useAllAttractions();
  const total = attractions.total;
  const attractionResults = attractions.results;
  const shownAttractions = useProgressiveCount(attractionResults, FIRST_ATTRACTION_LINKS);
  const attractionEntries = useMemo(
    () =>
      attractionResults.slice(0, shownAttractions).map((a) => ({
        key: String(a.id),
        label: a.name,
        to: `/attraction/${a.id}`,
      })),
    [attractionResults, shownAttractions],
  );

  const sitePages: Entry[] = [
    { label: PAGE_NAMES.home, to: '/' },
    { label: `All ${productName}s`, to: '/attractions/' },
    { label: `Popular ${productName}s`, to: '/attractions/?sort=most-popular' },
    { label: PAGE_NAMES.groups, to: '/groups/' },
    { label: PAGE_NAMES.categories, to: '/categories/' },
    { label: PAGE_NAMES.facilities, to: '/facilities/' },
    { label: PAGE_NAMES.regions, to: '/regions/' },
    { label: PAGE_NAMES.submit, to: '/attraction/submit' },
    { label: PAGE_NAMES.retrieve, to: '/retrieveAttraction/' },
    { label: PAGE_NAMES.about, to: '/about/' },
    { label: PAGE_NAMES.contact, to: '/contact/' },
    { label: PAGE_NAMES.policies, to: '/policies/' },
    { label: PAGE_NAMES.privacy, to: '/policies/privacy/' },
    { label: PAGE_NAMES.cookies, to: '/policies/cookies/' },
    { label: PAGE_NAMES.accessibility, to: '/policies/accessibility/' },
    { label: PAGE_NAMES.settings, to: '/settings/' },
  ].map((entry) => ({ ...entry, key: entry.to }));

  const byLabel = (a: Entry, b: Entry) => a.label.localeCompare(b.label);
  const sections: { id: string; title: string; entries: Entry[] | undefined }[] = [
    {
      id: 'sitemap-regions',
      title: PAGE_NAMES.regions,
      entries: regions.data
        ?.map((r) => ({
          key: r.regionName,
          label: r.displayName,
          to: `/regions/${r.regionName}`,
          count: r.attractionCount,
        }))
        .sort(byLabel),
    },
    {
      id: 'sitemap-categories',
      title: PAGE_NAMES.categories,
      entries: categories.data
        ?.map((c) => ({
          key: c.categoryName,
          label: c.displayName,
          to: `/categories/${c.categoryName}`,
          count: c.attractionCount,
        }))
        .sort(byLabel),
    },
    {
      id: 'sitemap-groups',
      title: PAGE_NAMES.groups,
      entries: groups.data
        ?.map((g) => ({
          key: g.groupId,
          label: g.displayName,
          to: `/group/${g.groupId}`,
          count: g.attractionCount,
        }))
        .sort(byLabel),
    },
    {
      id: 'sitemap-facilities',
      title: PAGE_NAMES.facilities,
      entries: facilities.data
        ?.filter((f) => f.isActive)
        .map((f) => ({
          key: f.facilityName,
          label: facilityPlainName(f.displayName),
          to: `/facilities/${f.facilityName}`,
          count: f.attractionCount,
        }))
        .sort(byLabel),
    },
  ];

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
            <LinkList entries={sitePages} />
          </SitemapSection>
          {sections.map((section) => (
            <SitemapSection key={section.id} id={section.id} title={section.title}>
              {section.entries ? <LinkList entries={section.entries} /> : <Loading />}
            </SitemapSection>
          ))}
        </Box>
        <Box sx={{ mt: 2.5 }}>
          <SitemapSection
            id="sitemap-attractions"
            title={`All ${productName}s`}
            badge={
              total !== undefined ? (
                <CountBadge count={total} noun={plural(total, productName)} />
              ) : null
            }
          >
            {attractions.isLoaded ? (
              <LinkList columns={3} entries={attractionEntries} />
            ) : (
              <Box sx={{ minHeight: '100vh' }}>
                <Loading />
              </Box>
            )}
          </SitemapSection>
        </Box>
      </Container>
    </>
  );
}
