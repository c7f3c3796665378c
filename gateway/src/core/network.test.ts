/** The network key: one /24 or /64 counts as one source whatever spelling the address takes. */
import { describe, expect, it } from "vitest";
import { canonicalAddress, networkOf } from "./network";

describe("networkOf", () => {
  it("counts an IPv6 /64 as one network, however the addresses are spelled", () => {
    const a = networkOf("2001:db8:1:2::1");
    expect(networkOf("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe(a);
    expect(networkOf("2001:DB8:1:2:0:0:0:99")).toBe(a);
    expect(networkOf("2001:db8:1:3::1")).not.toBe(a);
  });

  it("counts an IPv4 /24 as one network and reads IPv4-mapped IPv6 as IPv4", () => {
    expect(networkOf("203.0.113.7")).toBe("v4:203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.200")).toBe("v4:203.0.113.0/24");
    expect(networkOf("203.0.114.7")).not.toBe(networkOf("203.0.113.7"));
  });

  it("spells one address one way", () => {
    expect(canonicalAddress("::1")).toBe("0000:0000:0000:0000:0000:0000:0000:0001");
    expect(canonicalAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(networkOf("not an address")).toBe("other:not an address");
  });
});
