// Which client a per-client bucket counts. An IPv4 address is one client; an IPv6 address is
// counted by its /64: one home, phone or server is handed a whole /64, so its 2^64 addresses
// are one guesser, not 2^64 fresh allowances.
import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address (embedded IPv4 and zone ids handled), or null. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, '');
  if (net.isIPv6(plain) === false) return null;
  let text = plain;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The key of a client address in per-client buckets: IPv4 as is, IPv6 as its /64 ('2001:db8:0:1::/64'). */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const groups = ipv6Groups(address.trim().toLowerCase());
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
