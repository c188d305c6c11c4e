import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/env';

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
