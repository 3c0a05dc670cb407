import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageBody } from './page-body.js';
import { createPageCache } from './page-cache.js';

/** A render that counts itself and puts its nonce where the page's style and data scripts would. */
function countingRender(status = 200, shareable = true) {
  const calls: string[] = [];
  const render = async (nonce: string): Promise<PageBody> => {
    calls.push(nonce);
    return {
      status,
      html: `<style nonce="${nonce}"></style><script id="site-config" nonce="${nonce}"></script>`,
      shareable,
    };
  };
  return { calls, render };
}

const LEEDS = 'location-name=Leeds; latitude=53.7997; longitude=-1.5492';

describe('the page cache (decision 184)', () => {
  it('renders a page once for two visitors, each answer with its own nonce', async () => {
    const cache = createPageCache({ personalisationByDefault: false });
    const { calls, render } = countingRender();
    const first = await cache.page(
      { url: '/attractions/', cookieHeader: undefined },
      'AAA',
      render,
    );
    const second = await cache.page(
      { url: '/attractions/', cookieHeader: undefined },
      'BBB',
      render,
    );
    expect(calls).toHaveLength(1);
    expect(first.html()).toBe(
      '<style nonce="AAA"></style><script id="site-config" nonce="AAA"></script>',
    );
    expect(second.html()).toBe(
      '<style nonce="BBB"></style><script id="site-config" nonce="BBB"></script>',
    );
    // The render never saw either visitor's nonce: what it was given is replaced in every answer.
    expect(calls[0]).not.toBe('AAA');
  });

  it('keeps apart visitors whose preferences differ, and ignores cookies the page does not read', async () => {
    const cache = createPageCache({ personalisationByDefault: false });
    const { calls, render } = countingRender();
    await cache.page({ url: '/', cookieHeader: undefined }, 'n1', render);
    await cache.page({ url: '/', cookieHeader: '_ga=GA1.2.3' }, 'n2', render);
    expect(calls).toHaveLength(1);
    await cache.page({ url: '/', cookieHeader: LEEDS }, 'n3', render);
    await cache.page(
      { url: '/', cookieHeader: `${LEEDS}; cookie-policy-acknowledged=true` },
      'n4',
      render,
    );
    await cache.page({ url: '/?page=2', cookieHeader: undefined }, 'n5', render);
    expect(calls).toHaveLength(4);
  });

  it('never shares a signed-in request and never keeps a page marked not shareable', async () => {
    const cache = createPageCache({ personalisationByDefault: false });
    const signedIn = countingRender();
    for (const nonce of ['a', 'b']) {
      const page = await cache.page(
        { url: '/', cookieHeader: 'admin-token=t' },
        nonce,
        signedIn.render,
      );
      expect(page.html()).toContain(`nonce="${nonce}"`);
    }
    expect(signedIn.calls).toEqual(['a', 'b']);
    const shell = countingRender(200, false);
    await cache.page({ url: '/sitemap/', cookieHeader: undefined }, 'c', shell.render);
    await cache.page({ url: '/sitemap/', cookieHeader: undefined }, 'd', shell.render);
    expect(shell.calls).toHaveLength(2);
  });

  it('renders again once emptied (a catalogue write) and on a new day', async () => {
    let now = new Date('2026-11-28T23:59:00Z');
    const cache = createPageCache({ personalisationByDefault: false, now: () => now });
    const { calls, render } = countingRender();
    await cache.page({ url: '/', cookieHeader: undefined }, 'n', render);
    cache.store.clear();
    await cache.page({ url: '/', cookieHeader: undefined }, 'n', render);
    expect(calls).toHaveLength(2);
    now = new Date('2026-11-29T00:01:00Z');
    await cache.page({ url: '/', cookieHeader: undefined }, 'n', render);
    expect(calls).toHaveLength(3);
  });

  it('shares one render between concurrent requests for a page', async () => {
    const cache = createPageCache({ personalisationByDefault: false });
    const { calls, render } = countingRender();
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cache.page({ url: '/sitemap/', cookieHeader: undefined }, `n${i}`, render),
      ),
    );
    expect(calls).toHaveLength(1);
    expect(pages.map((page) => page.html().includes(`nonce="n7"`))).toContain(true);
  });

  it("sends a kept page's gzip body with this response's nonce, and none for a signed-in one", async () => {
    const cache = createPageCache({ personalisationByDefault: false });
    const { render } = countingRender();
    for (const nonce of ['first+nonce/==', 'second+nonce/==']) {
      const page = await cache.page({ url: '/', cookieHeader: undefined }, nonce, render);
      expect(gunzipSync(page.gzip()!.body).toString()).toBe(page.html());
      expect(page.html()).toContain(`nonce="${nonce}"`);
    }
    const signedIn = await cache.page({ url: '/', cookieHeader: 'admin-token=t' }, 'n', render);
    expect(signedIn.gzip()).toBeNull();
  });
});
