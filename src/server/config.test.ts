import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('serves the browsable API docs outside production, and in production only when asked', () => {
    expect(loadConfig({}).API_DOCS).toBe(false);
    expect(loadConfig({ ENVIRONMENT_NAME: 'dev' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ ENVIRONMENT_NAME: 'dev', API_DOCS: 'off' }).API_DOCS).toBe(false);
  });

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

  it('takes decimal ports only (decision 029): not hex, not exponent, not blank', () => {
    for (const port of ['0x10', '1e3', '3000.5', '-1', '65536', 'eighty', ' 80a']) {
      expect(() => loadConfig({ PORT: port }), port).toThrow(/PORT: must be a port number/);
    }
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('treats an empty value as unset: the default, never port 0', () => {
    expect(loadConfig({ PORT: '', HOST: ' ', DATA_DIR: '' })).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './var/db',
    });
  });

  it('never repeats a secret in its message, and names the variable and the rule', () => {
    const secrets = {
      ADMIN_PASSWORD: 'short',
      DATABASE_URL: 'mysql://root:hunter2-secret@db/x',
      REDIS_URL: 'http://:redis-secret@127.0.0.1',
    };
    try {
      loadConfig(secrets);
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('ADMIN_PASSWORD: must be at least 8 characters');
      expect(message).toContain('DATABASE_URL: must be a postgres:// connection URL');
      expect(message).toContain('REDIS_URL: must be a redis:// URL');
      for (const value of ['short', 'hunter2', 'redis-secret'])
        expect(message).not.toContain(value);
    }
  });

  // Issue 29, item 5: a URL with credentials in any variable was repeated whole.
  it('never repeats credentials or a query inside any URL, in any variable', () => {
    const env = {
      PUBLIC_URL: 'ftp://deploy:pub-secret@daytrip.example',
      GOOGLE_PLACES_API_URL: 'places.example/v1?key=places-secret',
      POSTCODE_API_URL: 'htps://user:p@ss/word-secret@postcodes.example',
      REVERSE_GEOCODE_URL: 'geo-user:geo-secret@geocode.example',
      CONTACT_EMAIL: 'mailto://mail-user:mail-secret@example',
    };
    try {
      loadConfig(env);
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      const message = (error as Error).message;
      for (const name of Object.keys(env)) expect(message).toContain(`${name}:`);
      for (const secret of [
        'pub-secret',
        'places-secret',
        'word-secret',
        'geo-secret',
        'mail-secret',
        'deploy',
        'geo-user',
      ])
        expect(message, secret).not.toContain(secret);
      expect(message).toContain('"ftp://***@daytrip.example"');
    }
  });

  it('defaults PUBLIC_URL to the address the server listens on', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://daytrip.example' }).PUBLIC_URL).toBe(
      'https://daytrip.example',
    );
  });
});
