import { describe, expect, it } from "vitest";
import { TRUST_PROXY_DEFAULT, trustProxyOf } from "./trust-proxy";

describe("TRUST_PROXY", () => {
  it("trusts a proxy on the same machine when unset", () => {
    expect(trustProxyOf(undefined)).toBe(TRUST_PROXY_DEFAULT);
    expect(trustProxyOf(" ")).toBe("loopback");
  });

  it("reads off, every peer and a hop count", () => {
    expect(trustProxyOf("false")).toBe(false);
    expect(trustProxyOf("off")).toBe(false);
    expect(trustProxyOf("true")).toBe(true);
    const oneHop = trustProxyOf("1");
    if (typeof oneHop !== "function") throw new Error("a hop count reads as a function");
    expect([oneHop("10.0.0.2", 0), oneHop("203.0.113.9", 1)]).toEqual([true, false]);
  });

  it("keeps addresses, ranges and named ranges, and refuses anything else", () => {
    expect(trustProxyOf("10.0.0.0/8, 127.0.0.1,uniquelocal")).toBe(
      "10.0.0.0/8,127.0.0.1,uniquelocal",
    );
    expect(trustProxyOf("::1")).toBe("::1");
    expect(() => trustProxyOf("nginx")).toThrow(/TRUST_PROXY/);
  });
});
