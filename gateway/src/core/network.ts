/**
 * The network an address belongs to, as rate limits and the results' trust count it: an IPv4
 * address's /24 and an IPv6 address's /64 (one household, one phone's carrier prefix, one
 * cloud machine's allocation), so rotating through the addresses of one network counts as one
 * source. An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is the IPv4 address it maps.
 */
import { isIPv4, isIPv6 } from "node:net";

/** The address in one canonical spelling: IPv4 dotted, IPv6 as eight full hex groups. */
export function canonicalAddress(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(text)) return text;
  const groups = isIPv6(text) ? ipv6Groups(text) : undefined;
  return groups ? groups.join(":") : text;
}

/** The network key: "v4:a.b.c.0/24", "v6:g1:g2:g3:g4::/64", or the text itself when not an IP. */
export function networkOf(address: string): string {
  const canonical = canonicalAddress(address);
  if (isIPv4(canonical)) return `v4:${canonical.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(canonical)) return `v6:${canonical.split(":").slice(0, 4).join(":")}::/64`;
  return `other:${canonical}`;
}

function ipv6Groups(text: string): string[] | undefined {
  let body = text.split("%")[0] ?? text;
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms other than the mapped one) as two groups.
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (v4Tail?.[1]) {
    const parts = v4Tail[1].split(".").map(Number);
    const hi = (((parts[0] ?? 0) << 8) | (parts[1] ?? 0)).toString(16);
    const lo = (((parts[2] ?? 0) << 8) | (parts[3] ?? 0)).toString(16);
    body = `${body.slice(0, -v4Tail[1].length)}${hi}:${lo}`;
  }
  const [head = "", tail] = body.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined && missing !== 0) return undefined;
  const groups = [...headGroups, ...Array(Math.max(missing, 0)).fill("0"), ...tailGroups];
  return groups.length === 8 ? groups.map((g) => g.padStart(4, "0")) : undefined;
}
