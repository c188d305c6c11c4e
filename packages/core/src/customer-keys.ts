import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { mailboxKey } from './mailbox';
import type { LinkFact } from './schemas/compliance';

/**
 * The facts that make two orders one customer's for the linked-transaction check (Money Laundering
 * Regulations 2017, issue 29), each normalised so a change of spelling cannot split one customer in two.
 * Server only (kept out of the core index: the phone metadata is not for the customer app's bundle).
 */

/** A phone number in E.164 (`+447911123456`), read with the UK as the default region; null when not a number. */
export function phoneKey(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'GB');
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

/**
 * A UK postcode at the end of an address (or on a line of its own), upper-cased with one space before the
 * inward part: `rm10 8ab`, `RM108AB` and `Rm10  8AB` are all `RM10 8AB`. Null when the address has none.
 */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/g;

export function postcodeKey(address: string): string | null {
  const latin = asLatin(address.normalize('NFKC').replace(INVISIBLE, '').toLowerCase());
  const matches = [...latin.toUpperCase().matchAll(POSTCODE)];
  // The last one: a postcode comes at the end of a UK address, after any house or flat number.
  const last = matches.at(-1);
  return last ? `${last[1]} ${last[2]}` : null;
}

/**
 * Characters that show as nothing (soft hyphen, zero-width space, joiners and marks, word joiner, byte-order
 * mark): "Ivy\u200b Stone" reads as "Ivy Stone" on every screen, so it is keyed as that. Migration 0014 lists
 * the same characters for the keys stored before.
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu;
/**
 * Cyrillic and Greek letters that print as a Latin one (either case, keyed in lower case): "Viсtor" with a
 * Cyrillic "с" or "Ηugo" with a Greek "Η" read as Victor Hugo on every screen, so they are keyed as that (an
 * attacker's pass linked nothing of £15,000 in three orders so written). A name in those scripts keys with
 * some Latin letters in it, which only links what already reads alike. Migration 0015 applies the same table to
 * the keys stored before.
 */
export const LOOKALIKE_LETTERS = 'авекмнорстухѕіјԁԛԝһӏүαβεζηικμνορτυχϲϳ';
export const LATIN_LETTERS = 'abekmhopctyxsijdqwhlyabezhikmnoptyxcj';
const LATIN_OF = new Map([...LOOKALIKE_LETTERS].map((letter, i) => [letter, LATIN_LETTERS[i]!]));
const LOOKALIKE = new RegExp(`[${LOOKALIKE_LETTERS}]`, 'gu');
const asLatin = (lowerCased: string) => lowerCased.replace(LOOKALIKE, (letter) => LATIN_OF.get(letter)!);

/** Hyphens and dashes, which people write or leave out at will: "Smith-Jones", "Smith‐Jones", "Smith Jones". */
const DASHES = /[-\u2010-\u2015\u2212]/gu;
/** Apostrophes as phones and word processors write them: "O'Brien" and iOS's "O’Brien". */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u0060\u2032]/gu;

/**
 * A name compared case-blind, with runs of spaces, full stops, commas and dashes made one space ("Mr. J  Smith"
 * = "mr j smith", "Smith-Jones" = "smith jones"), curly apostrophes made straight, invisible characters
 * dropped and look-alike letters made Latin: only what staff can tell apart on screen tells two customers apart.
 */
export function nameKey(name: string): string {
  return asLatin(name.normalize('NFKC').toLowerCase())
    .replace(INVISIBLE, '')
    .replace(APOSTROPHES, "'")
    .replace(DASHES, ' ')
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A customer's name and postcode as one key (null without a postcode: a name alone links strangers). */
export function namePostcodeKey(name: string, address: string): string | null {
  const postcode = postcodeKey(address);
  const person = nameKey(name);
  return postcode && person ? `${person}|${postcode}` : null;
}

/** The keys stored with an order, so the linked-transaction lookup is an index range on each. */
export interface CustomerKeys {
  emailKey: string;
  phoneKey: string | null;
  namePostcodeKey: string | null;
}

export function customerKeys(customer: {
  email: string;
  phone: string;
  name: string;
  address: string;
}): CustomerKeys {
  return {
    emailKey: mailboxKey(customer.email),
    phoneKey: phoneKey(customer.phone),
    namePostcodeKey: namePostcodeKey(customer.name, customer.address),
  };
}

export function linkFacts(a: CustomerKeys, b: CustomerKeys): LinkFact[] {
  const facts: LinkFact[] = [];
  if (a.phoneKey && a.phoneKey === b.phoneKey) facts.push('phone');
  if (a.emailKey === b.emailKey) facts.push('email');
  if (a.namePostcodeKey && a.namePostcodeKey === b.namePostcodeKey) facts.push('name and postcode');
  return facts;
}
