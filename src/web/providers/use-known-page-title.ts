import { useContext, useEffect } from 'react';
import { pageTitle } from '../../contract/page-titles';
import { PageSinkContext } from './render-mode';
import { useSiteConfig } from './site-config-context';

/**
 * Sets '{product} - {page}' once the page's name is known (e.g. a group's name after it loads);
 * until then the title the server sent, or the last page's, stays.
 */
export function useKnownPageTitle(page: string | null): void {
  const { productName } = useSiteConfig();
  const sink = useContext(PageSinkContext);
  // Effects never run in a server render: the server's <title> comes from here (decision 097).
  if (page !== null) sink?.note({ title: pageTitle(productName, page) });
  useEffect(() => {
    if (page !== null) document.title = pageTitle(productName, page);
  }, [productName, page]);
}
