import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './form-resolver';
import { FormTextField } from './FormTextField';

type NameValues = { name: string };

const requireName = contractResolver<NameValues, NameValues>(
  z.object({ name: z.string().trim().min(1, 'Name is required') }),
);

function NameForm() {
  const { control, handleSubmit } = useForm<NameValues>({
    defaultValues: { name: '' },
    mode: 'onChange',
    resolver: requireName,
  });
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <FormTextField control={control} name="name" label="Name" helperText="As on the sign" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormTextField (SPEC §5: errors once a field is edited)', () => {
  it('shows no error before the visitor has touched the field', () => {
    render(<NameForm />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByText('As on the sign')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('shows the error once text is typed and then emptied', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    const field = screen.getByLabelText('Name');
    await user.type(field, 'Zoo');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.clear(field);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error after a submit with the field never visited', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });
});
