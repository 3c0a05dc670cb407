import { describe, expect, it } from 'vitest';
import { isWebUrl, withScheme } from './web-url.js';

describe('withScheme', () => {
  it('prefixes http:// to an address without a scheme', () => {
    expect(withScheme('example.com')).toBe('http://example.com');
    expect(withScheme(' www.example.com/path ')).toBe('http://www.example.com/path');
  });

  it('leaves an address with a scheme alone', () => {
    expect(withScheme('https://example.com')).toBe('https://example.com');
    expect(withScheme('HTTP://Example.com')).toBe('HTTP://Example.com');
  });
});

describe('isWebUrl', () => {
  it.each([
    'example.com',
    'www.chesterzoo.org',
    'https://www.chesterzoo.org/visit?day=1#times',
    'http://sub.example.co.uk/a/b',
    'https://bücher.de',
  ])('accepts %s', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each([
    '',
    'example',
    'not a url',
    'http://',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:someone@example.com',
    'http://localhost:3000',
    'http://127.0.0.1',
    'https:/example.com',
    'example .com',
  ])('rejects %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});
