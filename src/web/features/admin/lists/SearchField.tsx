import { Box, Button, IconButton, InputAdornment, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { CloseIcon, SearchIcon } from '../../../components/icons';

/**
 * SPEC §2 admin list search: Enter or the Search button runs it, the clear button empties it,
 * and the placeholder gives an example. Typing alone does not search.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  /** The accessible name, e.g. 'Search categories'. */
  label: string;
  placeholder: string;
  /** The search now applied to the list. */
  value: string;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // The applied search can change from outside (back button): the box follows it.
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  const id = useId();
  const canClear = draft !== '' || value !== '';

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'stretch', width: '100%', maxWidth: { md: 560 } }}
    >
      <TextField
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { 'aria-label': label, enterKeyHint: 'search', maxLength: 200 },
          input: {
            sx: { bgcolor: 'background.paper', borderRadius: 999, pr: 0.5 },
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} />
              </InputAdornment>
            ),
            endAdornment: canClear ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Clear search"
                  size="small"
                  onClick={() => {
                    setDraft('');
                    onSearch('');
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
        sx={{
          '& input[type="search"]::-webkit-search-cancel-button': { display: 'none' },
          '& .MuiOutlinedInput-root': { borderRadius: 999 },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, px: { xs: 2, sm: 3 } }}>
        Search
      </Button>
    </Box>
  );
}
