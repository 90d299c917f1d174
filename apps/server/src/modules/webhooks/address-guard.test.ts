import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './address-guard';

describe('isForbiddenAddress', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '10.255.255.255',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.254',
    '192.0.0.8',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '192.0.2.1', // documentation (TEST-NET-1, -2, -3)
    '198.51.100.7',
    '203.0.113.9',
    '192.88.99.1', // former 6to4 relay anycast
    '192.31.196.1', // AS112
    '192.52.193.1', // AMT
  ])('refuses the IPv4 address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.1.1',
    '93.184.216.34',
  ])('allows the public IPv4 address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it.each([
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fec0::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe', // 169.254.169.254 written in hex
    '::ffff:192.168.0.1',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe', // well-known NAT64 of 169.254.169.254, in hex
    '64:ff9b:1::a00:1', // local-use NAT64 (RFC 8215), 10.0.0.1 embedded
    '64:ff9b:1::808:808', // local-use NAT64 reaches the operator's own translator whatever it embeds
    '2001:0:4136:e378:8000:63bf:f5ff:fffe', // Teredo, client 10.0.0.1 (inverted in the last 32 bits)
    '2001::1', // Teredo
    '2001:db8::1',
    '2002:0a00:0001::1',
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:808:808::1', // 6to4 even of a public address: a relay would reach it
    '::ffff:0:a00:1', // IPv4-translated (RFC 6145) 10.0.0.1
    '::ffff:100.64.0.1',
    '::ffff:7f00:1',
    '::8.8.8.8', // IPv4-compatible (deprecated)
    '100::1', // discard-only
    '2001:2::1', // benchmarking
    '2001:10::1', // ORCHID
    '2001:20::1', // ORCHIDv2
    '3fff::1', // documentation 3fff::/20
    '5f00::1', // segment routing
    'fe7f::1', // outside global unicast 2000::/3 (reserved by the IETF), not link-local
    '4000::1', // outside global unicast 2000::/3
  ])('refuses the IPv6 address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001:82a::200e',
    '[2606:4700:4700::1111]',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows the public IPv6 address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('refuses what is not an address, and the shorthand IPv4 forms that only some parsers read', () => {
    expect(isForbiddenAddress('localhost')).toBe(true);
    expect(isForbiddenAddress('')).toBe(true);
    expect(isForbiddenAddress('0x7f.1')).toBe(true);
    expect(isForbiddenAddress('8.8.8')).toBe(true);
    expect(isForbiddenAddress('010.0.0.1')).toBe(true);
  });
});
