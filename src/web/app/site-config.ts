// What the server tells the browser about this site (product name, environment, feature flags).
// It arrives as JSON in index.html (type="application/json" is never executed, so the strict
// Content-Security-Policy holds) and is read once.
export interface SiteConfig {
  productName: string;
  environmentName: string;
  contactEmail: string;
  social: { facebook: string; twitter: string; instagram: string };
  features: Record<string, boolean>;
}

const fallback: SiteConfig = {
  productName: 'Daytrip',
  environmentName: 'dev',
  contactEmail: 'hello@daytrip.example',
  social: { facebook: 'daytripuk', twitter: 'daytripuk', instagram: 'daytripuk' },
  features: {},
};

export function readSiteConfig(doc: Document | undefined = globalThis.document): SiteConfig {
  const text = doc?.getElementById('site-config')?.textContent;
  if (!text) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(text) as Partial<SiteConfig>) };
  } catch {
    return fallback;
  }
}
