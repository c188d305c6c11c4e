import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/env';
import { describeStartFailure } from '../../src/main';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      MAIL_DIR: './data/mail',
      PUBLIC_DIR: 'apps/pwa/dist',
      BOX_USERNAME: 'box',
      ADMIN_EMAILS: [],
      SESSION_DAYS: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('parses lists and numbers, and treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '8080', ADMIN_EMAILS: ' A@x.com, b@y.org ', DATABASE_URL: '' });
    expect(config.PORT).toBe(8080);
    expect(config.ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.org']);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'not a url'],
    ['ADMIN_EMAILS', 'staff@x.com, nobody'],
    ['LOG_LEVEL', 'loud'],
    ['STAFF_PASSWORD', '123'],
    ['RATES_API_URL', 'ftp://rates.example'],
    ['PASSWORD_MIN_LENGTH', 'six'],
    ['ARGON2_TIME_COST', '0'],
    ['OIDC_TOKEN_URL', 'not a url'],
  ])('refuses a bad %s (%s) with a message naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(`${name}:`);
    expect((error as ConfigError).problems).toHaveLength(1);
  });
});

describe('one configuration', () => {
  it('says what a database URL must be, in one line', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(
      'Invalid configuration: DATABASE_URL: must be a postgres:// URL',
    );
    const error = (() => {
      try {
        loadConfig({ DATABASE_URL: 'mysql://localhost/db' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message.split('\n')).toHaveLength(1);
  });

  it('derives the account settings from the same parse, and reads OIDC_ISSUER', () => {
    const config = loadConfig({
      PASSWORD_MIN_LENGTH: '9',
      ARGON2_MEMORY_KIB: '4096',
      STAFF_PASSWORD: 'long-enough',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_ISSUER: 'https://id.example',
      PUBLIC_URL: 'https://shop.example',
    });
    expect(config.auth.passwordPolicy.minLength).toBe(9);
    expect(config.auth.argon2).toEqual({ memoryCost: 4096, timeCost: 2 });
    expect(config.auth.oidc).toMatchObject({
      issuer: 'https://id.example',
      redirectUrl: 'https://shop.example/api/auth/oidc/callback',
    });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(loadConfig({}).auth.oidc).toBeNull();
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('refuses a plain-http rate service except on loopback, where the key never leaves the machine', () => {
    expect(() => loadConfig({ RATES_API_URL: 'http://rates.example/api' })).toThrow(
      /RATES_API_URL: must be an https:\/\/ URL/,
    );
    expect(loadConfig({ RATES_API_URL: 'http://127.0.0.1:8080/api' }).RATES_API_URL).toBe(
      'http://127.0.0.1:8080/api',
    );
    expect(loadConfig({ RATES_API_URL: 'http://localhost:8080' }).RATES_API_URL).toBeDefined();
    expect(loadConfig({ RATES_API_URL: 'https://rates.example' }).RATES_API_URL).toBeDefined();
  });
});

describe('start-up failures', () => {
  it('are one readable line, without the database password', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(describeStartFailure(refused, { DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/tm' })).toBe(
      'Cannot use the database at postgres://app:***@127.0.0.1:1/tm: connect ECONNREFUSED 127.0.0.1:1',
    );
    const missing = Object.assign(new Error('database "tm" does not exist'), { code: '3D000' });
    expect(describeStartFailure(missing, { DATABASE_URL: 'postgres://127.0.0.1/tm' })).toBe(
      'Cannot use the database at postgres://127.0.0.1/tm: database "tm" does not exist',
    );
    expect(describeStartFailure(new Error('boom\n  at x'), { DATABASE_URL: undefined })).toBe(
      'Could not start: boom',
    );
  });
});
