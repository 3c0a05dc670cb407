import { createContext, useContext } from 'react';

/**
 * True when the page arrived rendered by the server and is being hydrated (decision 054): then
 * the first browser render must equal the server's, which rendered the whole page at once.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}
