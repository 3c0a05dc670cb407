import { createContext, useContext } from 'react';
import type { PageNote } from '../../contract/page-meta';

export type { PageNote };

/**
 * True when the page arrived rendered by the server and is being hydrated (decision 097): then
 * the first browser render must equal the server's, which rendered the whole page at once.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}

/** Where a server render collects the page's notes, the last of each kind winning. */
export interface PageSink {
  note(note: PageNote): void;
}

/** Null in the browser, where the title is set on the document in an effect instead. */
export const PageSinkContext = createContext<PageSink | null>(null);
