/** The credit a tile host asks for: OpenStreetMap's wording for theirs, else the host's name. */
export function tileAttribution(tileUrl: string): string {
  if (tileUrl.includes('openstreetmap')) {
    return '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
  }
  try {
    return `Map tiles: ${new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).hostname}`;
  } catch {
    return '';
  }
}
