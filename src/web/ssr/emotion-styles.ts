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
 * The styles the page's markup uses, as emotion's browser cache expects to find them: one element
 * whose data-emotion attribute lists the inserted names, so the browser adopts them instead of
 * inserting them again. A class the markup does not name is left out (a component rendered while
 * its part of the page waited for a read, a state the page is not in: about a quarter of the
 * rules); global styles and keyframes name no class, and always go. This is the rule of emotion's
 * own extractCritical; a style left out that the browser does render, it inserts then.
 */
export function styleElement(cache: EmotionCache, nonce: string, html: string): string {
  const named = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9_-]+)`, 'g'))) {
    named.add(match[1]!);
  }
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${name}`] !== undefined;
    if (isClass && !named.has(name)) continue;
    names.push(name);
    css += rules;
  }
  return `<style data-emotion="${cache.key} ${names.join(' ')}" nonce="${nonce}">${css.replaceAll('</', '<\\/')}</style>`;
}
