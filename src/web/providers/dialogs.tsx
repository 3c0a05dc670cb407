import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The site-wide dialogs the header opens (SPEC §2): 'Change Location' and 'Settings'. */
export type DialogName = 'location' | 'settings';

interface DialogsApi {
  openDialog: (name: DialogName) => void;
  closeDialog: () => void;
  current: DialogName | null;
}

const DialogsContext = createContext<DialogsApi>({
  openDialog: () => undefined,
  closeDialog: () => undefined,
  current: null,
});

export function useDialogs(): DialogsApi {
  return useContext(DialogsContext);
}

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<DialogName | null>(null);
  const api = useMemo(
    () => ({ openDialog: setCurrent, closeDialog: () => setCurrent(null), current }),
    [current],
  );
  return <DialogsContext.Provider value={api}>{children}</DialogsContext.Provider>;
}
