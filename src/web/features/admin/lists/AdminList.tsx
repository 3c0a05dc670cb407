import { Alert, Box, Button, Pagination, Paper, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { listTexts } from '../../../../contract/messages';
import type { ListMetadata, ListResponse } from '../../../../contract/list';
import { serverMessage } from '../../../api/admin-client';

/**
 * An admin list's body: loading rows, the error with a retry, SPEC's empty text, the rows, and
 * the pager with a count of what is shown.
 */
export function AdminList<T>({
  label,
  query,
  pageSize,
  renderItem,
  itemKey,
  onPageChange,
}: {
  /** The list's accessible name, e.g. 'Categories'. */
  label: string;
  query: Pick<
    UseQueryResult<ListResponse<T>>,
    'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isPlaceholderData'
  >;
  pageSize: number;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  onPageChange: (page: number) => void;
}) {
  if (query.isPending || (!query.isError && !query.data)) return <ListLoading label={label} />;
  if (query.isError) {
    return <ListLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return null;
  const { results, metadata } = query.data;
  if (results.length === 0) return <ListNoMatches />;
  const first = (metadata.currentPage - 1) * pageSize + 1;
  const last = first + results.length - 1;
  return (
    <Box>
      <Paper
        variant="outlined"
        sx={{
          overflow: 'hidden',
          opacity: query.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {results.map((item) => (
            <Box
              component="li"
              key={itemKey(item)}
              sx={{ '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' } }}
            >
              {renderItem(item)}
            </Box>
          ))}
        </Box>
      </Paper>
      <ListPager
        label={label}
        first={first}
        last={last}
        metadata={metadata}
        onPageChange={onPageChange}
      />
    </Box>
  );
}

/** Four placeholder rows while the first page loads. */
function ListLoading({ label }: { label: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      role="status"
      aria-busy="true"
      aria-label={`Loading ${label.toLowerCase()}`}
    >
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={52} sx={{ mb: i < 3 ? 1.5 : 0 }} />
      ))}
    </Paper>
  );
}

function ListLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {serverMessage(error) ?? 'This list could not be loaded. Please try again.'}
    </Alert>
  );
}

/** SPEC's text when nothing matches the filter or search. */
function ListNoMatches() {
  return (
    <Paper
      variant="outlined"
      sx={{ py: 6, px: 2, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}
    >
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {listTexts.adminNoMatches}
      </Typography>
    </Paper>
  );
}

/** Which rows are shown out of how many, and the pages when there is more than one. */
function ListPager({
  label,
  first,
  last,
  metadata,
  onPageChange,
}: {
  label: string;
  /** The 1-based positions of the page's first and last rows. */
  first: number;
  last: number;
  metadata: ListMetadata;
  onPageChange: (page: number) => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        mt: 2,
      }}
    >
      <Typography role="status" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
        Showing {first}–{last} of {metadata.totalResults}
      </Typography>
      {metadata.totalPages > 1 ? (
        <Pagination
          count={metadata.totalPages}
          page={metadata.currentPage}
          onChange={(_event, page) => onPageChange(page)}
          color="primary"
          shape="rounded"
          siblingCount={0}
          aria-label={`${label} pages`}
        />
      ) : null}
    </Box>
  );
}
