import { Box, Drawer, IconButton, Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import { DRAWER_WIDTH_PX } from '../../../contract/constants';
import { CloseIcon } from '../../components/icons';
import FiltersPanel from './FiltersPanel';

/** The right Filters drawer (SPEC §2), 260 px, for screens too narrow for the filter card. */
export default function FiltersDrawer({
  open,
  onClose,
  ...panel
}: { open: boolean; onClose: () => void } & ComponentProps<typeof FiltersPanel>) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH_PX } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', flex: 1 }}>
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <FiltersPanel {...panel} />
    </Drawer>
  );
}
