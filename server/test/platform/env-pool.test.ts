import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/env';

describe('DB_POOL_MAX', () => {
  it('defaults to 20 connections and takes a whole number', () => {
    expect(loadConfig({}).DB_POOL_MAX).toBe(20);
    expect(loadConfig({ DB_POOL_MAX: '48' }).DB_POOL_MAX).toBe(48);
  });

  it.each(['0', '-3', '2.5', 'many', '501'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ DB_POOL_MAX: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DB_POOL_MAX: value })).toThrow(/DB_POOL_MAX/);
  });
});
