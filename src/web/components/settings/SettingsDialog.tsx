import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SettingsForm } from './SettingsForm';

/** The header's 'Settings' modal (SPEC §2): the same controls as the /settings/ page. */
export default function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="settings-title"
      scroll="paper"
    >
      <DialogTitle id="settings-title" sx={{ fontWeight: 700 }}>
        Settings
      </DialogTitle>
      <DialogContent dividers>
        <SettingsForm />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
