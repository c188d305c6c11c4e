import { describe, expect, it } from 'vitest';
import { customerKeys, linkFacts, nameKey, phoneKey, postcodeKey } from '../src/customer-keys';
import { mailboxKey } from '../src/mailbox';

describe('mailboxKey (one inbox, one key)', () => {
  it.each([
    ['Ann.Smith+euro@Gmail.com', 'annsmith@gmail.com'],
    ['ANN.SMITH@googlemail.com', 'annsmith@gmail.com'],
    ['  Grace@Example.COM ', 'grace@example.com'],
    ['grace+travel@example.com', 'grace@example.com'],
    // Dots matter outside Gmail: two people may hold a.b and ab.
    ['a.b@example.com', 'a.b@example.com'],
    // A local part that is only a tag keeps it (nothing before the +).
    ['+x@example.com', '+x@example.com'],
  ])('%s -> %s', (email, key) => expect(mailboxKey(email)).toBe(key));
});

describe('phoneKey (E.164, UK by default)', () => {
  it.each([
    ['07911 123456', '+447911123456'],
    ['+44 7911 123456', '+447911123456'],
    ['07911123456', '+447911123456'],
    ['0044 (0)7911 123456', '+447911123456'],
    ['(020) 7946-0000', '+442079460000'],
    ['+33 1 23 45 67 89', '+33123456789'],
  ])('%s -> %s', (phone, key) => expect(phoneKey(phone)).toBe(key));

  it('gives no key for what is not a phone number, so it links nobody', () => {
    expect(phoneKey('12')).toBeNull();
    expect(phoneKey('not a number')).toBeNull();
  });
});

describe('postcodeKey and nameKey', () => {
  it('reads the last UK postcode of an address, whatever its case and spacing', () => {
    expect(postcodeKey('1 High Road, Dagenham rm10 8ab')).toBe('RM10 8AB');
    expect(postcodeKey('Flat 2\n1 High Road\nDagenham\nRM108AB')).toBe('RM10 8AB');
    expect(postcodeKey('10 Downing St, London SW1A  2AA')).toBe('SW1A 2AA');
    expect(postcodeKey('12 Rue de Rivoli, Paris')).toBeNull();
    // A character that shows as nothing does not hide the postcode (an attacker's audit found it did).
    expect(postcodeKey('9 Rd, Leeds LS3\u200b1AA')).toBe('LS3 1AA');
  });

  it('compares names case-blind with spaces and full stops evened out', () => {
    expect(nameKey('  Mr.  Samuel   PEPYS ')).toBe(nameKey('mr samuel pepys'));
  });

  it('keys as one what reads as one: invisible characters, curly apostrophes, dashes', () => {
    // Each of these split one customer in two, so three orders of £5,000 went unflagged.
    for (const hidden of ['Ivy\u200b Stone', 'I\u00advy Stone', 'Ivy \u2060Stone\ufeff', 'Ivy\u200d Stone'])
      expect(nameKey(hidden)).toBe('ivy stone');
    expect(nameKey('Sean O\u2019Brien')).toBe(nameKey("Sean O'Brien"));
    expect(nameKey('Sean O\u02bcBrien')).toBe(nameKey("Sean O'Brien"));
    expect(nameKey('Smith-Jones')).toBe('smith jones');
    expect(nameKey('Smith\u2010Jones')).toBe('smith jones');
    expect(nameKey('Smith \u2013 Jones')).toBe('smith jones');
    // Letters still tell people apart.
    expect(nameKey('Ivy Stone')).not.toBe(nameKey('Ivy Stones'));
  });

  // An attacker's pass: £15,000 in three orders as "Victor Hugo", "Viсtor Hugo" (Cyrillic с) and "Victor Ηugo"
  // (Greek Η) at one address linked nothing.
  it('keys letters of other scripts that print as Latin ones as those, in names and postcodes', () => {
    expect(nameKey('Vi\u0441tor Hugo')).toBe('victor hugo');
    expect(nameKey('Victor \u0397ugo')).toBe('victor hugo');
    expect(nameKey('\u0412\u0415\u041d \u0421\u0410\u0420\u0422\u0415\u0420')).toBe(nameKey('BEH CAPTEP'));
    expect(postcodeKey('6 Rue St, London SW1\u0410 2\u0410\u0391')).toBe('SW1A 2AA');
    // Letters with no Latin twin still tell people apart.
    expect(nameKey('\u0418\u0432\u0430\u043d')).not.toBe(nameKey('Ivan'));
  });
});

describe('linkFacts', () => {
  it('names each fact two orders share, and none when one has no key', () => {
    const a = customerKeys({
      email: 'Sam.Pepys@gmail.com',
      phone: '07911 123456',
      name: 'Samuel Pepys',
      address: '1 High Road, Dagenham RM10 8AB',
    });
    const b = customerKeys({
      email: 'sampepys+fx@gmail.com',
      phone: '+44 7911 123456',
      name: 'SAMUEL PEPYS',
      address: '1 high road rm108ab',
    });
    expect(linkFacts(a, b)).toEqual(['phone', 'email', 'name and postcode']);
    const abroad = customerKeys({
      email: 'x@example.com',
      phone: 'n/a',
      name: 'Samuel Pepys',
      address: 'Paris',
    });
    expect(linkFacts(abroad, { ...abroad, emailKey: 'y@example.com' })).toEqual([]);
  });
});
