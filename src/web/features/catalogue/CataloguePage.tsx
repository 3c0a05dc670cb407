import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { listTexts } from '../../../contract/messages';
import { PageHeader } from '../../components/PageHeader';
import { TilesSkeleton } from './TilesSkeleton';

/** The frame of a tile page: header, then the tiles, a loading grid, or a failure line. */
export function CataloguePage({
  title,
  subtitle,
  state,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  state: { isPending: boolean; isError: boolean; isEmpty: boolean };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {state.isPending ? (
          <TilesSkeleton />
        ) : state.isError || state.isEmpty ? (
          <Typography sx={{ color: 'text.secondary' }}>{listTexts.noResults}</Typography>
        ) : (
          children
        )}
      </Container>
    </>
  );
}
