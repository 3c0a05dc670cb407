import { createContext, useContext } from 'react';
import { readSiteConfig, type SiteConfig } from './site-config';

export const SiteConfigContext = createContext<SiteConfig>(readSiteConfig(undefined));

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
