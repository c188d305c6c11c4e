import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../src/mailbox';

describe('mailboxKey', () => {
  it('gives sub-addresses and case variants of one inbox one key', () => {
    const key = mailboxKey('victim@example.com');
    for (const variant of [
      'victim+1@example.com',
      'victim+2@example.com',
      'VICTIM@example.com',
      ' Victim+x@EXAMPLE.com ',
    ]) {
      expect(mailboxKey(variant)).toBe(key);
    }
    expect(key).toBe('victim@example.com');
  });

  it('drops the dots of Gmail addresses and reads googlemail.com as gmail.com', () => {
    expect(mailboxKey('Jo.Ann.Smith+travel@googlemail.com')).toBe('joannsmith@gmail.com');
    expect(mailboxKey('j.o.a.n.n.smith@gmail.com')).toBe('joannsmith@gmail.com');
  });

  it('keeps dots elsewhere, where they name a different inbox', () => {
    expect(mailboxKey('jo.ann@example.com')).not.toBe(mailboxKey('joann@example.com'));
  });

  it('keeps a leading plus (it is the whole local part, not a tag) and other addresses apart', () => {
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxKey('victim@example.com')).not.toBe(mailboxKey('victim@example.org'));
  });

  it('only lower-cases what is not an address (a Secure Box username)', () => {
    expect(mailboxKey(' Box ')).toBe('box');
  });
});
