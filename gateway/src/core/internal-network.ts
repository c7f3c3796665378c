/**
 * Did a request come from inside: its peer and every address a proxy named for it (Forwarded,
 * X-Forwarded-For, X-Real-IP) loopback or private? Used by the gateway's /metrics when
 * METRICS_ALLOW_INTERNAL is on, and by the worker's metrics listener always. Every hop is checked, not just `request.ip`: behind a reverse proxy the peer is always
 * the proxy's internal address, and the proxy names the visitor's public one, which refuses. A
 * forged entry can only add hops, so it can make a request refused, never let one in; a name
 * that is not an address (`unknown`, an obfuscated id) refuses too.
 */
import type { IncomingHttpHeaders } from "node:http";
import { BlockList, isIP } from "node:net";

const INTERNAL = new BlockList();
INTERNAL.addSubnet("127.0.0.0", 8, "ipv4");
INTERNAL.addSubnet("10.0.0.0", 8, "ipv4");
INTERNAL.addSubnet("172.16.0.0", 12, "ipv4");
INTERNAL.addSubnet("192.168.0.0", 16, "ipv4");
INTERNAL.addSubnet("169.254.0.0", 16, "ipv4");
INTERNAL.addAddress("::1", "ipv6");
INTERNAL.addSubnet("fc00::", 7, "ipv6");
INTERNAL.addSubnet("fe80::", 10, "ipv6");

/** `1.2.3.4`, `1.2.3.4:80`, `[::1]:80`, `"[::1]"`, `::ffff:10.0.0.1` to the bare address. */
function bare(entry: string): string {
  let text = entry.trim().replace(/^"|"$/g, "");
  if (text.startsWith("[")) text = text.slice(1, text.indexOf("]"));
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(":"));
  return text.toLowerCase().startsWith("::ffff:") && isIP(text.slice(7)) === 4
    ? text.slice(7)
    : text;
}

export function isInternalAddress(entry: string): boolean {
  const address = bare(entry);
  const family = isIP(address);
  if (family === 0) return false;
  return INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
}

function headerList(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((v) => v.split(","));
}

/** The peer and every address the request's proxy headers name. */
export function addressesOf(peer: string | undefined, headers: IncomingHttpHeaders): string[] {
  const forwarded = headerList(headers.forwarded).flatMap((element) =>
    element
      .split(";")
      .map((pair) => pair.trim())
      .filter((pair) => pair.toLowerCase().startsWith("for="))
      .map((pair) => pair.slice(4)),
  );
  return [
    peer ?? "",
    ...forwarded,
    ...headerList(headers["x-forwarded-for"]),
    ...headerList(headers["x-real-ip"]),
  ];
}

export function fromInternalNetwork(
  peer: string | undefined,
  headers: IncomingHttpHeaders,
): boolean {
  return addressesOf(peer, headers).every(isInternalAddress);
}
