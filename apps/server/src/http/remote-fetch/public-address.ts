import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach (SSRF): this machine, the private networks
 * behind it and the cloud metadata service. Checked on the addresses DNS answers, not on the
 * name, so a public name pointing at 127.0.0.1 or 169.254.169.254 is refused as well.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address, a dotted IPv4 tail read as the last two. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((group) => parseInt(group, 16)));
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const dottedOf = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 address carries, whatever way it is written, or undefined: the
 * IPv4-compatible ::a.b.c.d (::7f00:1 is 127.0.0.1), IPv4-mapped ::ffff:a.b.c.d and the translated
 * ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002:abcd:ef01::/16 and Teredo 2001:0::/32 (its client
 * address inverted in the last 32 bits). Each is checked as the IPv4 address it would reach.
 */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return dottedOf(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return dottedOf(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return dottedOf(g[6]!, g[7]!);
  if (g[0] === 0x2002) return dottedOf(g[1]!, g[2]!);
  if (g[0] === 0x2001 && g[1] === 0) return dottedOf(g[6]! ^ 0xffff, g[7]! ^ 0xffff);
  return undefined;
}

export interface AddressPolicy {
  /** Tests only: lets a fetch reach a server of the test on 127.0.0.1 or ::1. */
  allowLoopback?: boolean;
}

/** Whether a resolved IP address may be fetched; anything not an IP address is refused. */
export function isPublicAddress(address: string, policy: AddressPolicy = {}): boolean {
  // Brackets of a URL and a zone id (fe80::1%eth0, %25eth0 as a URL writes it) are no part of the address.
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6 && policy.allowLoopback && LOOPBACK.check(bare, 'ipv6')) return true;
  const ipv4 = family === 6 ? embeddedIpv4(bare) : bare;
  if (ipv4 !== undefined) {
    if (policy.allowLoopback && LOOPBACK.check(ipv4, 'ipv4')) return true;
    return !NOT_PUBLIC.check(ipv4, 'ipv4');
  }
  return !NOT_PUBLIC.check(bare, 'ipv6');
}
