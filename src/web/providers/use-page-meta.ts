import { useContext } from 'react';
import { PageSinkContext, type PageNote } from './render-mode';

/**
 * Tells the server render what this page is, where that depends on its data: a 404 or 410, a
 * catalogue name, the place an attraction page shows (decision 188). Call it once the data is
 * in; the browser has no use for it (the title is set by usePageTitle).
 */
export function usePageMeta(note: PageNote | null): void {
  const sink = useContext(PageSinkContext);
  if (note) sink?.note(note);
}
