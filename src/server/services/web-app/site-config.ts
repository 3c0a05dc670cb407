import type { Config } from '../../config.js';

/**
 * The whitelist of configuration the browser may see. Nothing secret belongs here: it is sent to
 * every visitor inside index.html.
 */
export function publicSiteConfig(config: Config) {
  return {
    productName: config.PRODUCT_NAME,
    environmentName: config.ENVIRONMENT_NAME,
    contactEmail: config.CONTACT_EMAIL,
    publicUrl: config.PUBLIC_URL,
    mapTileUrl: config.MAP_TILE_URL,
    social: {
      facebook: config.FACEBOOK_USERNAME,
      twitter: config.TWITTER_USERNAME,
      instagram: config.INSTAGRAM_USERNAME,
    },
    features: {
      featuredBanner: config.FEATURE_FEATURED_BANNER,
      emailBanner: config.FEATURE_EMAIL_BANNER,
      holdingPage: config.FEATURE_HOLDING_PAGE,
      changeableSearchLocation: config.FEATURE_CHANGEABLE_SEARCH_LOCATION,
      distanceToggle: config.FEATURE_DISTANCE_TOGGLE,
      personalisation: config.FEATURE_PERSONALISATION,
      darkMode: config.FEATURE_DARK_MODE,
    },
  };
}

/** JSON safe to place inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function scriptSafeJson(value: unknown): string {
  return scriptSafeJsonText(JSON.stringify(value));
}

/** The same for JSON that is already text (an API answer as it was sent). */
export function scriptSafeJsonText(json: string): string {
  return json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export { escapeHtml } from '../../http/escape-html.js';
