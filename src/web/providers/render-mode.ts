import { createContext, useContext } from 'react';

/**
 * True when the page arrived rendered by the server and is being hydrated (decision 097): then
 * the first browser render must equal the server's, which rendered the whole page at once.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}

/** Where a server render notes the page's title as the page names it (decision 097). */
export interface TitleSink {
  note(title: string): void;
}

/** Null in the browser, where the title is set on the document in an effect instead. */
export const TitleSinkContext = createContext<TitleSink | null>(null);
