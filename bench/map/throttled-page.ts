// A phone-class page for the map benches: Debian's Chromium, the CPU slowed 4x through CDP, the
// cookie notice acknowledged and map tiles refused (the benches measure our pins, not a tile
// server), with `probe` installed before the page's own scripts.
import { chromium, type Browser, type Page } from '@playwright/test';

export const CPU_SLOWDOWN = 4;

export async function openThrottledPage(
  base: string,
  width: number,
  probe: string,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  await context.addCookies([{ name: 'cookie-policy-acknowledged', value: 'true', url: base }]);
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { browser, page };
}
