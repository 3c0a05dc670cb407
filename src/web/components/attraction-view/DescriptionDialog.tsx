import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { descriptionText } from './description-text';

/**
 * The whole description in a modal ('See More', SPEC §2). Its own chunk: MUI's Modal, Dialog and
 * transitions (≈ 9 KB gzip) load when a visitor first asks for the full text (decision 047).
 */
export default function DescriptionDialog({
  open,
  onClose,
  name,
  description,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  description: string;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {name}
      </DialogTitle>
      <DialogContent dividers>
        <Typography component="div" sx={descriptionText}>
          {description}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
