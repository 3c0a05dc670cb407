import { useContext, useEffect } from 'react';
import { pageTitle } from '../../contract/page-titles';
import { PageSinkContext } from './render-mode';
import { useSiteConfig } from './site-config-context';

/** SPEC §1: every page is titled '{product} - {page}'. */
export function usePageTitle(page: string): void {
  const { productName } = useSiteConfig();
  const sink = useContext(PageSinkContext);
  // Effects never run in a server render: the server's <title> comes from here (decision 097).
  sink?.note({ title: pageTitle(productName, page) });
  useEffect(() => {
    document.title = pageTitle(productName, page);
  }, [productName, page]);
}
