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

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1, ::10.0.0.1, 64:ff9b::10.0.0.1): its IPv4 part. */
function embeddedIpv4(address: string): string | undefined {
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export interface AddressPolicy {
  /** Tests only: lets a fetch reach a server of the test on 127.0.0.1 or ::1. */
  allowLoopback?: boolean;
}

/** Whether a resolved IP address may be fetched; anything not an IP address is refused. */
export function isPublicAddress(address: string, policy: AddressPolicy = {}): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  const ipv4 = family === 6 ? embeddedIpv4(bare) : bare;
  if (ipv4 !== undefined) {
    if (policy.allowLoopback && LOOPBACK.check(ipv4, 'ipv4')) return true;
    return !NOT_PUBLIC.check(ipv4, 'ipv4');
  }
  if (policy.allowLoopback && LOOPBACK.check(bare, 'ipv6')) return true;
  return !NOT_PUBLIC.check(bare, 'ipv6');
}
