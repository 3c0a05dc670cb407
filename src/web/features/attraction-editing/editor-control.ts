import type { EditorControl } from './inline-editor';

/**
 * One editor's control under SPEC §4's editing state: one editor open at a time, opening or
 * cancelling starts again from the loaded values. Shared by the moderators' inline editing and
 * the venue's proposals, which differ only in what Confirm does.
 */
export function editorControl<Key extends string>(
  key: Key,
  state: {
    title: string;
    isEmpty: boolean;
    open: Key | null;
    busy: boolean;
    setOpen: (key: Key | null) => void;
    resetForm: () => void;
    confirm: (key: Key) => Promise<void>;
  },
): EditorControl {
  return {
    title: state.title,
    isEmpty: state.isEmpty,
    open: state.open === key,
    blocked: state.open !== null && state.open !== key,
    busy: state.busy,
    onOpen: () => {
      state.resetForm();
      state.setOpen(key);
    },
    onCancel: () => {
      state.resetForm();
      state.setOpen(null);
    },
    onConfirm: () => void state.confirm(key),
  };
}
