import { TextField } from '@mui/material';
import { useState } from 'react';
import { cleanShortlistName, MAX_SHORTLIST_NAME_LENGTH } from '../../lib/shortlist-store';

/** Renames the visitor's shortlist when they leave the field or press Enter. */
export function ShortlistName({
  name,
  onRename,
}: {
  name: string;
  onRename: (name: string) => void;
}) {
  const [draft, setDraft] = useState(name);
  const commit = () => {
    const clean = cleanShortlistName(draft);
    setDraft(clean);
    if (clean !== name) onRename(clean);
  };
  return (
    <TextField
      label="Shortlist name"
      value={draft}
      size="small"
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { maxLength: MAX_SHORTLIST_NAME_LENGTH } }}
      sx={{ bgcolor: 'background.paper', width: { xs: '100%', sm: 320 } }}
    />
  );
}
