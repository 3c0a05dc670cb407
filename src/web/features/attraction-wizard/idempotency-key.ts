// One Idempotency-Key per opening of the submit wizard (decision 029): a double click or a retry
// after a dropped connection sends the same key, and the server answers the first submission
// instead of storing a second. crypto.randomUUID exists only on secure pages (https, localhost),
// so a plain-http deployment gets the same RFC 4122 version-4 UUID from getRandomValues.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
