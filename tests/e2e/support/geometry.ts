import type { Locator } from '@playwright/test';

/**
 * Whether every corner of `inner` lies inside the rounded rectangle of `frame` (its own border
 * radii), i.e. nothing of `inner` is cut off by the frame's rounded corners.
 */
export async function isInsideRoundedCorners(frame: Locator, inner: Locator): Promise<boolean> {
  const box = await inner.boundingBox();
  if (!box) throw new Error('the inner element is not laid out');
  return frame.evaluate((element, b) => {
    const rect = element.getBoundingClientRect();
    const style = (
      globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }
    ).getComputedStyle(element);
    const radius = (name: string) => Math.min(parseFloat(style[name] ?? '0') || 0, rect.width / 2);
    const corners = [
      { x: b.x, y: b.y, r: radius('borderTopLeftRadius'), cx: 1, cy: 1 },
      { x: b.x + b.width, y: b.y, r: radius('borderTopRightRadius'), cx: -1, cy: 1 },
      { x: b.x, y: b.y + b.height, r: radius('borderBottomLeftRadius'), cx: 1, cy: -1 },
      { x: b.x + b.width, y: b.y + b.height, r: radius('borderBottomRightRadius'), cx: -1, cy: -1 },
    ];
    return corners.every(({ x, y, r, cx, cy }) => {
      // The centre of the frame's arc nearest this corner of the inner box.
      const centreX = cx === 1 ? rect.left + r : rect.right - r;
      const centreY = cy === 1 ? rect.top + r : rect.bottom - r;
      const inCornerZone =
        (cx === 1 ? x < centreX : x > centreX) && (cy === 1 ? y < centreY : y > centreY);
      if (
        x < rect.left - 0.5 ||
        x > rect.right + 0.5 ||
        y < rect.top - 0.5 ||
        y > rect.bottom + 0.5
      )
        return false;
      return !inCornerZone || Math.hypot(x - centreX, y - centreY) <= r + 0.5;
    });
  }, box);
}
