import { createContext, useContext } from 'react';
import { readSiteConfig, type SiteConfig } from './site-config';

// The default (no document) is the built-in fallback, so a render without a provider still works.
export const SiteConfigContext = createContext<SiteConfig>(readSiteConfig(undefined));

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
