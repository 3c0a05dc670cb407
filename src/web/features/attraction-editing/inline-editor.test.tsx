import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditableRow, EditButton, type EditorControl } from './inline-editor';

const control = (overrides: Partial<EditorControl> = {}): EditorControl => ({
  title: 'Opening times',
  isEmpty: false,
  open: false,
  blocked: false,
  busy: false,
  onOpen: vi.fn(),
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  ...overrides,
});

describe('the inline editors (SPEC §4 editing state)', () => {
  it("offers 'Set' on an empty section and 'Edit' on a filled one", async () => {
    const user = userEvent.setup();
    const empty = control({ isEmpty: true });
    const { rerender } = render(<EditButton control={empty} />);
    await user.click(screen.getByRole('button', { name: 'Set Opening times' }));
    expect(empty.onOpen).toHaveBeenCalledOnce();
    rerender(<EditButton control={control()} />);
    expect(screen.getByRole('button', { name: 'Edit Opening times' })).toBeEnabled();
  });

  it('disables the button while another editor is open', () => {
    render(<EditButton control={control({ blocked: true })} />);
    expect(screen.getByRole('button', { name: 'Edit Opening times' })).toBeDisabled();
  });

  it('shows the editor in place of the value, with Cancel and Confirm', async () => {
    const user = userEvent.setup();
    const open = control({ open: true });
    render(
      <EditableRow
        control={open}
        editor={
          <label>
            Opens
            <input />
          </label>
        }
      >
        <p>Open today 10:00–17:00</p>
      </EditableRow>,
    );
    expect(screen.queryByText('Open today 10:00–17:00')).toBeNull();
    expect(screen.getByRole('group', { name: 'Editing Opening times' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(open.onConfirm).toHaveBeenCalledOnce();
    expect(open.onCancel).toHaveBeenCalledOnce();
  });

  it("says 'Not set yet.' for an empty, closed row", () => {
    render(
      <EditableRow control={control({ isEmpty: true })} editor={null}>
        <p>hidden</p>
      </EditableRow>,
    );
    expect(screen.getByText('Not set yet.')).toBeVisible();
  });
});
