import { useEffect } from 'react';
import { useSiteConfig } from './site-config-context';

/** SPEC §1: every page is titled '{product} - {page}'. */
export function usePageTitle(page: string): void {
  const { productName } = useSiteConfig();
  useEffect(() => {
    document.title = `${productName} - ${page}`;
  }, [productName, page]);
}
