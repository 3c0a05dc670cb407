import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import type { AuthenticateInput } from '../../../../contract/auth';
import { FormTextField } from '../../../components/forms/FormTextField';

/** The sign-in password, with a Show/Hide toggle so it can be checked before logging in. */
export function PasswordField({ control }: { control: Control<AuthenticateInput> }) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <FormTextField
      control={control}
      name="password"
      label="Password"
      type={showPassword ? 'text' : 'password'}
      autoComplete="current-password"
      required
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                edge="end"
                size="small"
                sx={{ fontSize: '0.8rem', fontWeight: 700, borderRadius: '8px', px: 1 }}
              >
                {showPassword ? 'Hide' : 'Show'}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
