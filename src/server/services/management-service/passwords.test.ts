import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from './passwords.js';

describe('passwords', { timeout: 30_000 }, () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it('generates long random passwords', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });

  it('hashes at OWASP strength (N=2^17) and asks for weaker hashes to be redone', async () => {
    const hash = await hashPassword('pw');
    expect(needsRehash(hash)).toBe(false);
    const old = 'scrypt$16384$8$1$c2FsdA==$a2V5';
    expect(needsRehash(old)).toBe(true);
  });
});
