import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { contentSecurityPolicy, pagePolicyWithNonce } from './security-headers.js';

describe('the page policy', () => {
  it('is the whole policy with this answer’s nonce in style-src, whatever the nonce', () => {
    const config = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    const policy = pagePolicyWithNonce(config);
    for (const nonce of ['abc+/=', 'Zm9vYmFy']) {
      expect(policy(nonce)).toBe(contentSecurityPolicy(config, nonce));
    }
    expect(policy('n1')).toContain("style-src 'self' 'nonce-n1';");
    expect(policy('n1')).toContain('img-src');
  });
});
