import { Box } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { fieldSx, labelSx, selectSx } from './field-styles';

/** A labelled native select: the phone's own picker, and no menu code to download. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  /** The field's name when its form is sent without JavaScript. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={labelSx}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        name={name}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={[fieldSx, selectSx] as never}
      >
        {children}
      </Box>
    </Box>
  );
}
