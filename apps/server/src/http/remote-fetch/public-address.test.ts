import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it('accepts public IPv4 and IPv6 addresses', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '[2a00:1450:4007:80c::200e]'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback, private, link-local, metadata and reserved IPv4 addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('172.32.0.1')).toBe(true);
  });

  it('refuses loopback, unique-local, link-local and IPv4-in-IPv6 forms of private addresses', () => {
    for (const address of [
      '::1',
      '[::1]',
      '::',
      'fd12:3456::1',
      'fe80::1%eth0',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  // Every way IPv6 can carry a private IPv4 address: each is checked as the address it would reach.
  it.each([
    ['IPv4-compatible, dotted', '::127.0.0.1'],
    ['IPv4-compatible, hex', '::7f00:1'],
    ['IPv4-compatible, bracketed as a URL writes it', '[::7f00:1]'],
    ['IPv4-compatible, written in full', '0:0:0:0:0:0:7f00:1'],
    ['IPv4-compatible private network', '::10.1.2.3'],
    ['IPv4-mapped, dotted', '::ffff:10.0.0.1'],
    ['IPv4-mapped, hex', '::ffff:a00:1'],
    ['IPv4-mapped, in full and upper case', '0:0:0:0:0:FFFF:7F00:0001'],
    ['IPv4-mapped metadata address', '[::ffff:169.254.169.254]'],
    ['IPv4-translated', '::ffff:0:127.0.0.1'],
    ['NAT64, dotted', '64:ff9b::127.0.0.1'],
    ['NAT64, hex', '64:ff9b::a9fe:a9fe'],
    ['NAT64 local use', '64:ff9b:1::8.8.8.8'],
    ['6to4 of a private network', '2002:c0a8:101::1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['Teredo client on a private network', '2001:0:4136:e378:8000:63bf:f5ff:fffe'],
    ['link-local with a zone id', 'fe80::1%eth0'],
    ['link-local with a zone id as a URL escapes it', '[fe80::1%25eth0]'],
    ['loopback with a zone id', '::1%lo'],
    ['unspecified', '0:0:0:0:0:0:0:0'],
  ])('refuses %s (%s)', (_form, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['Teredo client on a public address', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
    ['global unicast with a zone id', '2606:4700:4700::1111%eth0'],
  ])('accepts %s (%s)', (_form, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });

  it('lets loopback through only with the explicit test option, and nothing else with it', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isPublicAddress('169.254.169.254', { allowLoopback: true })).toBe(false);
  });
});
