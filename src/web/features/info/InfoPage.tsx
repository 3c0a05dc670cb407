import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../providers/use-page-title';
import { InfoTabs } from './InfoTabs';

const CONTENT_WIDTH = { sm: 640, md: 860, lg: 'none' } as const;

/** The frame of the information pages: the page's header with the shared tab bar, then content. */
export function InfoPage({
  title,
  pageName,
  subtitle,
  eyebrow,
  children,
  maxWidth = 'md',
}: {
  title: ReactNode;
  /** The page part of the document title, from PAGE_NAMES. */
  pageName: string;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  usePageTitle(pageName);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} eyebrow={eyebrow}>
        <InfoTabs />
      </PageHeader>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {/* Content lines up with the header's left edge, at a readable width. */}
        <Box sx={{ maxWidth: CONTENT_WIDTH[maxWidth] }}>{children}</Box>
      </Container>
    </>
  );
}
