import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for one server render. `compat` makes emotion keep every style it renders in
 * the cache instead of writing <style> elements next to the markup, so the page's CSS can go in
 * the head as one element carrying the response's CSP nonce (decision 098).
 */
export function createServerEmotionCache(nonce: string): EmotionCache {
  const cache = createCache({ key: 'css', nonce });
  cache.compat = true;
  return cache;
}

/**
 * The styles the render used, as emotion's browser cache expects to find them: one element whose
 * data-emotion attribute lists the inserted names, so the browser adopts them instead of
 * inserting them again.
 */
export function styleElement(cache: EmotionCache, nonce: string): string {
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    css += rules;
  }
  return `<style data-emotion="${cache.key} ${names.join(' ')}" nonce="${nonce}">${css.replaceAll('</', '<\\/')}</style>`;
}
