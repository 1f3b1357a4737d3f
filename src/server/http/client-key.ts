import { isIP } from "node:net";

/**
 * The key a client is counted under by the rate limiter and the sign-in lockout (issue 33). One IPv6 subscriber
 * holds a whole /64 (often more), so keying on the full address let one client pick a new address for every
 * request: an IPv6 address is keyed by its /64 prefix, written in one canonical form whatever spelling it came in
 * (`2001:DB8:1:2::5`, `2001:db8:1:2:0:0:0:5` and `[2001:db8:1:2::5%eth0]` are all `2001:db8:1:2::/64`). An
 * IPv4-mapped IPv6 address (`::ffff:198.51.100.7`, what a dual-stack socket reports for an IPv4 client) is that
 * IPv4 address; an IPv4 address is itself. Anything else (no address at all) is kept as it is, at most 100 chars.
 */
export function clientKey(address: string): string {
  let text = address.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6) return address.slice(0, 100);
  const groups = ipv6Groups(text);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}
