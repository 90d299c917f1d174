import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** RFC 6052's well-known NAT64 prefix: the translator reaches the IPv4 address in the last 32 bits. */
const NAT64_WELL_KNOWN: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('64:ff9b::'), 96];
/** IANA's global unicast space; everything outside it (and every special range inside it) is refused. */
const GLOBAL_UNICAST: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('2000::'), 3];

/**
 * Whether an address is one a webhook must never reach from the server (decision 008's SSRF rule). Only
 * global unicast is allowed, classified by ipaddr.js's table of special-purpose ranges (IANA's
 * registries): private, loopback, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast,
 * reserved, benchmarking, documentation and unspecified addresses are refused, and in IPv6 also ULA,
 * site-local, discard, Teredo (2001::/32) and 6to4 (2002::/16), which embed an IPv4 address a relay
 * would reach, the local-use NAT64 prefix 64:ff9b:1::/48, and IPv4-compatible addresses. IPv4-mapped
 * addresses and the well-known NAT64 prefix 64:ff9b::/96 reach the IPv4 address they embed, so that
 * address decides.
 */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // node:net accepts only the canonical forms; ipaddr.js alone would also read 0x7f.1 or 017.0.0.1.
  const family = isIP(bare);
  if (family === 4) return isForbiddenIpv4(ipaddr.IPv4.parse(bare));
  // ipaddr.js reads an IPv4-compatible ::a.b.c.d as IPv4-mapped ::ffff:a.b.c.d: the URL parser's hex form
  // of the address is what the socket connects to, so that is what gets classified.
  if (family === 6)
    return isForbiddenIpv6(ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1)));
  return true; // not an address at all: refuse rather than guess
}

function isForbiddenIpv4(address: ipaddr.IPv4): boolean {
  return address.range() !== 'unicast';
}

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}

function isForbiddenIpv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  if (range === 'ipv4Mapped') return isForbiddenIpv4(address.toIPv4Address());
  if (range === 'rfc6052') {
    return address.match(NAT64_WELL_KNOWN) ? isForbiddenIpv4(embeddedIpv4(address)) : true;
  }
  return range !== 'unicast' || !address.match(GLOBAL_UNICAST);
}
