import {
  Box,
  Drawer,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { DRAWER_WIDTH_PX } from '../../../contract/constants';
import {
  ATTRACTION_SORTS,
  attractionSortLabels,
  type AttractionSort,
} from '../../../contract/sorts';
import { CloseIcon } from '../../components/icons';

/**
 * The left Sort drawer (SPEC §2), 260 px, with SPEC §9's nine sorts and Recommended (decision 117). Default/Relevance is offered
 * with or without a search term: without one it is the catalogue's own order (decision 051).
 */
export default function SortDrawer({
  open,
  onClose,
  value,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  value: AttractionSort;
  onChange: (sort: AttractionSort) => void;
}) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH_PX } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography
          id="sort-drawer-title"
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.1rem', flex: 1 }}
        >
          Sort
        </Typography>
        <IconButton aria-label="Close sort" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <RadioGroup
        aria-labelledby="sort-drawer-title"
        value={value}
        onChange={(event) => {
          onChange(event.target.value as AttractionSort);
          onClose();
        }}
        sx={{ px: 2, pb: 2 }}
      >
        {ATTRACTION_SORTS.map((sort) => (
          <FormControlLabel
            key={sort}
            value={sort}
            control={<Radio />}
            label={attractionSortLabels[sort]}
          />
        ))}
      </RadioGroup>
    </Drawer>
  );
}
