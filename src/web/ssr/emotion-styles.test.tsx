// @vitest-environment node
// The server render runs without a document; emotion keeps its styles as text only there.
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createServerEmotionCache, styleElement } from './emotion-styles';

const Shown = styled.p({ color: 'rgb(1, 2, 3)' });
const NotShown = styled.p({ color: 'rgb(4, 5, 6)' });

describe('styleElement', () => {
  it('sends the styles the markup names and the global ones, not a class the page does not use', () => {
    const cache = createServerEmotionCache('n0nce');
    // A component rendered whose markup the page does not keep (as when a part of the page
    // renders again once its read is in): its class is in the cache, not in the page.
    renderToString(
      <CacheProvider value={cache}>
        <NotShown />
      </CacheProvider>,
    );
    const html = renderToString(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <Shown>hello</Shown>
      </CacheProvider>,
    );
    const element = styleElement(cache, 'n0nce', html);
    expect(element).toContain('color:rgb(1, 2, 3)');
    expect(element).toContain('body{margin:0;}');
    expect(element).not.toContain('rgb(4, 5, 6)');
    expect(element).toMatch(/^<style data-emotion="css [^"]+" nonce="n0nce">/);
    // Every class the markup names is listed, so the browser adopts it instead of inserting it.
    const listed = element.match(/data-emotion="css ([^"]+)"/)![1]!.split(' ');
    for (const [, name] of html.matchAll(/class="css-([a-z0-9-]+)"/g))
      expect(listed).toContain(name);
  });
});
