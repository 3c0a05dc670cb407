/** Black or white text, whichever reads better on a #rgb/#rrggbb background (WCAG luminance). */
export function readableTextOn(background: string): '#1d1d1f' | '#ffffff' {
  const hex = background.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#ffffff';
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with near-black ((L + 0.05) / 0.061).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0615 ? '#ffffff' : '#1d1d1f';
}
