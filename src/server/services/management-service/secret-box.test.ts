import { describe, expect, it } from 'vitest';
import { createSecretBox, secretBoxFor, SecretKeyMissingError } from './secret-box.js';

const OLD = 'old-key-old-key-old-key-old-key-0001';
const NEW = 'new-key-new-key-new-key-new-key-0002';

describe('the second-factor secret box (decision 121)', () => {
  it('seals a secret so that the stored value does not show it, and opens it again', () => {
    const box = createSecretBox({ current: NEW });
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 7);
    expect(sealed).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 7)).not.toBe(sealed); // a fresh IV each time
    expect(box.open(sealed, 7)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isCurrent(sealed)).toBe(true);
  });

  it('will not open a value moved to another account, or altered', () => {
    const box = createSecretBox({ current: NEW });
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 7);
    expect(() => box.open(sealed, 8)).toThrow();
    expect(() => box.open(`${sealed.slice(0, -2)}AA`, 7)).toThrow();
  });

  it('rotation: the previous key still opens what it sealed; the new one seals', () => {
    const sealedBefore = createSecretBox({ current: OLD }).seal('SECRET', 1);
    const rotated = createSecretBox({ current: NEW, previous: [OLD] });
    expect(rotated.open(sealedBefore, 1)).toBe('SECRET');
    expect(rotated.isCurrent(sealedBefore)).toBe(false);
    expect(() => createSecretBox({ current: NEW }).open(sealedBefore, 1)).toThrow(
      SecretKeyMissingError,
    );
  });

  it('reads a secret stored in plain text as it is', () => {
    expect(createSecretBox({ current: NEW }).open('JBSWY3DPEHPK3PXP', 1)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('in prod without a key nothing can be sealed; elsewhere a development key is used', () => {
    expect(secretBoxFor({ ENVIRONMENT_NAME: 'prod' }).canSeal).toBe(false);
    expect(secretBoxFor({ ENVIRONMENT_NAME: 'dev' }).canSeal).toBe(true);
    const box = secretBoxFor({
      ENVIRONMENT_NAME: 'prod',
      TOTP_ENCRYPTION_KEY: NEW,
      TOTP_ENCRYPTION_PREVIOUS_KEYS: ` ${OLD} ,`,
    });
    expect(box.open(createSecretBox({ current: OLD }).seal('S', 2), 2)).toBe('S');
  });
});
