import { isIPv6 } from 'node:net';

/**
 * The key that counts one client against the per-address limits (rate limits, connections, live streams).
 * `::ffff:127.0.0.1` and `127.0.0.1` are one client. An IPv6 address counts by its /64: one household or phone
 * is given a whole /64 (2^64 addresses), so keyed exactly, a caller could take a fresh address for each try
 * and no per-address limit would ever be met (an attacker's pass).
 */
export function clientKey(address: string): string {
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  const bare = address.split('%')[0]!; // a link-local zone ("fe80::1%eth0")
  if (!isIPv6(bare)) return address;
  return `${hextets(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, "::" filled in, each without leading zeros. */
function hextets(address: string): string[] {
  const [left = '', right] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const head = groups(left);
  const tail = right === undefined ? [] : groups(right);
  const filled =
    right === undefined ? head : [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail];
  return filled.map((group) => (group.includes('.') ? group : parseInt(group, 16).toString(16)));
}
