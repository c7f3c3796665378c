/**
 * TRUST_PROXY: which peers may tell the gateway the client's address and scheme
 * (X-Forwarded-For, X-Forwarded-Proto), as Fastify's `trustProxy` takes it. Rate limits count
 * `request.ip`, so behind a proxy that is not trusted every student shares the proxy's address.
 */

/** What Fastify's `trustProxy` option takes: off, every peer, addresses, or a test per hop. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * The default trusts only a proxy on the same machine: a remote peer cannot forge its address,
 * and the tests (which send X-Forwarded-For from loopback) and a local nginx work unchanged.
 */
export const TRUST_PROXY_DEFAULT = "loopback";

/**
 * `false`/`off`: never; `true`: every peer (only when nothing reaches the gateway but the proxy);
 * a whole number: that many hops; else comma-separated addresses, CIDR ranges or proxy-addr's
 * names (`loopback`, `linklocal`, `uniquelocal`).
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text) return TRUST_PROXY_DEFAULT;
  if (text === "false" || text === "off") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    // Fastify's types take no hop count: the same rule as a function.
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const names = new Set(["loopback", "linklocal", "uniquelocal"]);
  const bad = entries.find((entry) => !names.has(entry) && !/^[0-9a-fA-F.:]+(\/\d+)?$/.test(entry));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY must be false, true, a hop count or addresses/CIDRs/loopback,uniquelocal; got "${bad}"`,
    );
  return entries.join(",");
}
