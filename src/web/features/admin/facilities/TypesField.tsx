import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  useFieldArray,
  type Control,
  type FieldValues,
  type ArrayPath,
  type FieldArray,
} from 'react-hook-form';
import { FIELD_LIMITS } from '../../../../contract/constants';
import { CloseIcon } from '../../../components/icons';

/** A facility's types (e.g. Free, Paid, Disabled bays): chips, with a box to add one. */
export function TypesField<T extends FieldValues & { types: { name: string }[] }, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'types' as ArrayPath<T> });
  const [draft, setDraft] = useState('');
  const names = fields.map((f) => (f as unknown as { name: string }).name);
  const trimmed = draft.trim();
  const duplicate = names.some((n) => n.toLowerCase() === trimmed.toLowerCase());

  const add = () => {
    if (trimmed === '' || duplicate) return;
    append({ name: trimmed } as FieldArray<T, ArrayPath<T>>);
    setDraft('');
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Add a type"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          placeholder="e.g. Disabled bays"
          fullWidth
          size="small"
          error={duplicate && trimmed !== ''}
          helperText={
            duplicate && trimmed !== '' ? 'This type is already listed.' : 'Press Enter or Add.'
          }
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.facilityTypeName } }}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={trimmed === '' || duplicate}
          sx={{ height: 40, flexShrink: 0 }}
        >
          Add
        </Button>
      </Box>
      {fields.length > 0 ? (
        <Box
          component="ul"
          aria-label="Types"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {fields.map((item, index) => (
            <li key={item.id}>
              <Box
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.25,
                  pl: 1.5,
                  pr: 0.25,
                  height: 34,
                  borderRadius: 999,
                  bgcolor: 'rgba(11, 93, 75, 0.08)',
                  fontWeight: 600,
                  fontSize: '0.9rem',
                }}
              >
                {names[index]}
                <IconButton
                  size="small"
                  aria-label={`Remove ${names[index]}`}
                  onClick={() => remove(index)}
                >
                  <CloseIcon sx={{ fontSize: 16 }} />
                </IconButton>
              </Box>
            </li>
          ))}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: 1.5 }}>
          No types yet.
        </Typography>
      )}
    </Box>
  );
}
