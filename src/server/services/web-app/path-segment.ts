/** A path segment decoded, or null when its percent-encoding is broken (the page is a 404). */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
