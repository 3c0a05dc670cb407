import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { notices } from '../../../contract/messages';

/** Asks before personalisation is switched off, since that deletes every remembered setting. */
export function PersonalisationOffDialog({
  open,
  productName,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  productName: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="personalisation-off">
      <DialogContent>
        <DialogContentText id="personalisation-off" sx={{ color: 'text.primary' }}>
          {notices.personalisationOffPrompt(productName)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>No</Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
