import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '../../contract/constants';

// What the server tells the browser about this site (product name, environment, feature flags).
// It arrives as JSON in index.html (type="application/json" is never executed, so the strict
// Content-Security-Policy holds) and is read once, in main.tsx.
export interface SiteConfig {
  productName: string;
  environmentName: string;
  contactEmail: string;
  publicUrl: string;
  mapTileUrl: string;
  social: { facebook: string; twitter: string; instagram: string };
  features: FeatureFlags;
}

const fallback: SiteConfig = {
  productName: 'Daytrip',
  environmentName: 'dev',
  contactEmail: 'hello@daytrip.example',
  publicUrl: 'http://localhost:3000',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  social: { facebook: 'daytripuk', twitter: 'daytripuk', instagram: 'daytripuk' },
  features: { ...FEATURE_FLAG_DEFAULTS },
};

export function readSiteConfig(doc: Document | undefined = globalThis.document): SiteConfig {
  const text = doc?.getElementById('site-config')?.textContent;
  if (!text) return fallback;
  try {
    const parsed = JSON.parse(text) as Partial<SiteConfig>;
    return {
      ...fallback,
      ...parsed,
      social: { ...fallback.social, ...parsed.social },
      features: { ...fallback.features, ...parsed.features },
    };
  } catch {
    return fallback;
  }
}
