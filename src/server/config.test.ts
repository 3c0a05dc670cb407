import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toBe('./var/db');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED).toBe(true);
    expect(config.PRODUCT_NAME).toBe('Daytrip');
    expect(config.SESSION_TTL_HOURS).toBe(12);
    expect(config.FEATURE_FEATURED_BANNER).toBe(true);
    expect(config.FEATURE_HOLDING_PAGE).toBe(false);
    expect(config.FEATURE_PERSONALISATION).toBe(false);
  });

  it('reads values and flags from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED: 'off',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/daytrip',
      PRODUCT_NAME: 'Funday',
      ADMIN_PASSWORD: '',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SEED).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/daytrip');
    expect(config.PRODUCT_NAME).toBe('Funday');
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('takes a redis:// URL for the state instances share, and none by default', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' });
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379/2');
    expect(config.REDIS_KEY_PREFIX).toBe('daytrip:');
  });

  it('names every bad variable in one error', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED: 'maybe',
        ADMIN_PASSWORD: 'short',
        REDIS_URL: 'http://127.0.0.1:6379',
      });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SEED', 'ADMIN_PASSWORD', 'REDIS_URL']) {
        expect(message).toContain(name);
      }
      expect(message).toContain('"eighty"');
    }
  });
});
