// Second-factor secrets at rest (decision 121): AES-256-GCM under a key from
// configuration, the account's id bound in as associated data (a sealed secret copied onto
// another account does not open). A sealed value names its key by a short fingerprint, so after a
// rotation the old key (TOTP_ENCRYPTION_PREVIOUS_KEYS) still opens what it sealed until
// `rekeySecondFactorSecrets` has sealed everything again under the new one. A value without the
// prefix is a secret stored before encryption: it is read as it is and sealed at the next rekey.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc1';
/** Outside prod, without TOTP_ENCRYPTION_KEY: not a secret, so never used in prod. */
export const DEVELOPMENT_KEY = 'daytrip-development-only-totp-key (not secret)';

export class SecretKeyMissingError extends Error {
  constructor(keyId: string) {
    super(
      `A second-factor secret was sealed with key ${keyId}, which is not configured: add it to TOTP_ENCRYPTION_PREVIOUS_KEYS.`,
    );
    this.name = 'SecretKeyMissingError';
  }
}

export interface SecretBox {
  /** False in prod without TOTP_ENCRYPTION_KEY: nothing new may be stored. */
  readonly canSeal: boolean;
  seal(secret: string, adminId: number): string;
  open(stored: string, adminId: number): string;
  /** Sealed under the current key (nothing to redo). */
  isCurrent(stored: string): boolean;
}

interface Key {
  id: string;
  bytes: Buffer;
}

function keyOf(material: string): Key {
  const bytes = createHash('sha256').update(material, 'utf8').digest();
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

const aad = (adminId: number) => Buffer.from(`admin_users:${adminId}:totp`);

export function createSecretBox({
  current,
  previous = [],
}: {
  current: string | undefined;
  previous?: readonly string[];
}): SecretBox {
  const currentKey = current === undefined ? null : keyOf(current);
  const keys = new Map<string, Key>();
  for (const key of [...previous.map(keyOf), ...(currentKey ? [currentKey] : [])]) {
    keys.set(key.id, key);
  }
  return {
    canSeal: currentKey !== null,
    seal(secret, adminId) {
      if (!currentKey)
        throw new Error('No TOTP_ENCRYPTION_KEY: second-factor secrets cannot be stored.');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey.bytes, iv).setAAD(aad(adminId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [PREFIX, currentKey.id, ...parts].join(':');
    },
    open(stored, adminId) {
      if (!stored.startsWith(`${PREFIX}:`)) return stored;
      const [, keyId = '', iv = '', sealed = '', tag = ''] = stored.split(':');
      const key = keys.get(keyId);
      if (!key) throw new SecretKeyMissingError(keyId);
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'))
        .setAAD(aad(adminId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    isCurrent(stored) {
      return currentKey !== null && stored.startsWith(`${PREFIX}:${currentKey.id}:`);
    },
  };
}

/**
 * The stored secret opened, or null when it cannot be (sealed under a key no longer configured,
 * or altered): the account can then still use a recovery code, and set up again.
 */
export function openOrNull(
  box: SecretBox,
  stored: string,
  adminId: number,
  log: { error(details: object, message: string): void },
): string | null {
  try {
    return box.open(stored, adminId);
  } catch (error) {
    log.error({ err: error, adminUserId: adminId }, 'second-factor secret cannot be opened');
    return null;
  }
}

/** The box the configuration asks for (decision 121). */
export function secretBoxFor(config: {
  TOTP_ENCRYPTION_KEY?: string | undefined;
  TOTP_ENCRYPTION_PREVIOUS_KEYS?: string | undefined;
  ENVIRONMENT_NAME: string;
}): SecretBox {
  const previous = (config.TOTP_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  const current =
    config.TOTP_ENCRYPTION_KEY ??
    (config.ENVIRONMENT_NAME === 'prod' ? undefined : DEVELOPMENT_KEY);
  // The development key still opens what it sealed, should a copy of a dev database reach prod.
  return createSecretBox({ current, previous: [...previous, DEVELOPMENT_KEY] });
}
