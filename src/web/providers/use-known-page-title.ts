import { useEffect } from 'react';
import { pageTitle } from '../../contract/page-titles';
import { useSiteConfig } from './site-config-context';

/**
 * Sets '{product} - {page}' once the page's name is known (e.g. a group's name after it loads);
 * until then the title the server sent, or the last page's, stays.
 */
export function useKnownPageTitle(page: string | null): void {
  const { productName } = useSiteConfig();
  useEffect(() => {
    if (page !== null) document.title = pageTitle(productName, page);
  }, [productName, page]);
}
