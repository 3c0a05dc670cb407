/**
 * The keyboard focus ring (WCAG 2.2 2.4.7, 2.4.11), used by the theme for every focusable control:
 * a deep green ring with a white edge, so it stands out on the light pages and on the dark green
 * header, footer and banners alike (decision 053).
 */
export const focusRing = {
  outline: '3px solid #0b5d4b',
  outlineOffset: '2px',
  boxShadow: '0 0 0 6px #ffffff',
} as const;

/**
 * The same ring drawn inside the control, for full-width rows (menu entries, filter headers,
 * list items) whose outside edge a scrolling drawer or card would cut off.
 */
export const insetFocusRing = {
  outline: '3px solid #0b5d4b',
  outlineOffset: '-3px',
  boxShadow: 'inset 0 0 0 5px #ffffff',
} as const;
