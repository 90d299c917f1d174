import { isIP } from 'node:net';

/**
 * Whether an address is one a webhook must never reach from the server (decision 008's SSRF rule):
 * private, loopback, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast, reserved,
 * unspecified, and the IPv6 forms of those: ULA, link-local, and IPv4-mapped or -compatible addresses.
 */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return isForbiddenIpv4(bare);
  if (family === 6) return isForbiddenIpv6(bare);
  return true; // not an address at all: refuse rather than guess
}

function ipv4Octets(address: string): number[] {
  return address.split('.').map(Number);
}

function isForbiddenIpv4(address: string): boolean {
  const [a = 0, b = 0] = ipv4Octets(address);
  return (
    a === 0 || // "this network", 0.0.0.0
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // CGNAT 100.64.0.0/10
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && ipv4Octets(address)[2] === 0) || // IETF protocol assignments 192.0.0.0/24
    (a === 198 && (b === 18 || b === 19)) || // benchmarking 198.18.0.0/15
    a >= 224 // multicast 224/4, reserved 240/4, broadcast
  );
}

/** The eight 16-bit groups of an IPv6 address, with an embedded dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Octets(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array(missing).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
}

function isForbiddenIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedIpv4 = `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    if (g5 === 0xffff) return isForbiddenIpv4(embeddedIpv4); // ::ffff:a.b.c.d, IPv4-mapped
    if (g5 === 0) return g6 === 0 ? g7 <= 1 : isForbiddenIpv4(embeddedIpv4); // ::, ::1, ::a.b.c.d
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return isForbiddenIpv4(embeddedIpv4); // NAT64 64:ff9b::/96 reaches the embedded IPv4 address
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xffc0) === 0xfec0 || // deprecated site-local fec0::/10
    (g0 & 0xff00) === 0xff00 || // multicast ff00::/8
    (g0 === 0x2001 && g1 === 0x0db8) || // documentation 2001:db8::/32
    g0 === 0x2002 // 6to4 2002::/16 embeds an IPv4 address (often private); no webhook needs it
  );
}
