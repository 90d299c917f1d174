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
    '2001:db8::1',
    '2002:0a00:0001::1',
  ])('refuses the IPv6 address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', 'fe7f::1'])(
    'allows the public IPv6 address %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );

  it('refuses what is not an address', () => {
    expect(isForbiddenAddress('localhost')).toBe(true);
    expect(isForbiddenAddress('')).toBe(true);
  });
});
