import { Badge, Box, Button, Stack } from '@mui/material';
import { attractionSortLabels, type AttractionSort } from '../../../contract/sorts';
import { FilterIcon, SortIcon } from '../../components/icons';

/**
 * Sort and Filters buttons with their badges (SPEC §2): the current sort, and the count of
 * active filters. The Filters button gives way to the filter card on wide screens.
 */
export function ListTopBar({
  sort,
  filterCount,
  onOpenSort,
  onOpenFilters,
  onReset,
  filtersInDrawer = false,
}: {
  sort: AttractionSort;
  /** The map view has no room for the filter card: the Filters button stays on wide screens. */
  filtersInDrawer?: boolean;
  filterCount: number;
  onOpenSort: () => void;
  onOpenFilters: () => void;
  onReset: () => void;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
      <Button
        variant="outlined"
        onClick={onOpenSort}
        startIcon={<SortIcon />}
        aria-haspopup="dialog"
        sx={{ bgcolor: 'background.paper', flex: { xs: 1, sm: 'none' } }}
      >
        Sort
        <Box
          component="span"
          sx={{
            ml: 1,
            px: 1,
            py: 0.1,
            borderRadius: 999,
            fontSize: '0.78rem',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            whiteSpace: 'nowrap',
          }}
        >
          {attractionSortLabels[sort]}
        </Box>
      </Button>
      <Box
        sx={{
          display: { xs: 'flex', lg: filtersInDrawer ? 'flex' : 'none' },
          flex: { xs: 1, sm: 'none' },
        }}
      >
        <Badge
          badgeContent={filterCount}
          color="secondary"
          overlap="rectangular"
          sx={{ width: '100%' }}
        >
          <Button
            variant="outlined"
            onClick={onOpenFilters}
            startIcon={<FilterIcon />}
            aria-haspopup="dialog"
            fullWidth
            sx={{ bgcolor: 'background.paper' }}
          >
            Filters
            {filterCount > 0 ? (
              <span className="visually-hidden"> ({filterCount} active)</span>
            ) : null}
          </Button>
        </Badge>
      </Box>
      <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
      {filterCount > 0 ? (
        <Button onClick={onReset} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          Reset All Filters
        </Button>
      ) : null}
    </Stack>
  );
}
