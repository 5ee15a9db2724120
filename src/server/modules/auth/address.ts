import { isIPv4, isIPv6 } from 'node:net';

/**
 * The "address" a per-address limit counts: an IPv4 address as it is, an IPv6 address by its
 * /64 network. One IPv6 subscriber gets a whole /64 (2^64 addresses), so counting single IPv6
 * addresses would let one home make unlimited accounts; an IPv4 mapped into IPv6 counts as the
 * IPv4 it is.
 */
export function addressKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip.split('%')[0]!).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower-case, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, undefined];
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groupsOf(head);
  const right = groupsOf(tail);
  // An embedded IPv4 tail (…:1.2.3.4) takes two groups; the /64 never reaches it.
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - width(left) - width(right) }, () => '0');
  return [...left, ...zeros, ...right].map((g) => (g.includes('.') ? g : (parseInt(g, 16) || 0).toString(16)));
}
