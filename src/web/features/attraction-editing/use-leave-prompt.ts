import { useEffect } from 'react';
import { notices } from '../../../contract/messages';

/**
 * SPEC §4: leaving with unsaved changes asks "Are you sure you want to leave? ...". The app uses
 * a BrowserRouter (no data router, so no useBlocker): a click on any same-site link is caught
 * before React Router sees it, and closing or reloading the tab gets the browser's own prompt.
 * Effects only, so it is SSR-safe.
 */
export function useLeavePrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = notices.leavePrompt;
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!target || event.defaultPrevented) return;
      const href = target.getAttribute('href') ?? '';
      if (href.startsWith('#')) return;
      if (!window.confirm(notices.leavePrompt)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
