/** A visitor is every submission sharing an email, an account or a network with another. */
import { describe, expect, it } from "vitest";
import { networkKey, visitorsOf } from "./trust";

describe("visitorsOf", () => {
  it("joins submissions through any email, account or network they share", () => {
    const visitors = visitorsOf([
      { id: "1", email: "a@example.com", studentId: null, network: null },
      { id: "2", email: "A@example.com", studentId: "s1", network: null },
      { id: "3", email: "b@example.com", studentId: null, network: "n1" },
      { id: "4", email: null, studentId: "s1", network: "n1" },
      { id: "5", email: "c@example.com", studentId: null, network: "n2" },
      { id: "6", email: null, studentId: null, network: null },
    ]);
    // 1-2 by email, 2-4 by account, 4-3 by network: one visitor.
    expect(new Set(["1", "2", "3", "4"].map((id) => visitors.get(id))).size).toBe(1);
    expect(visitors.get("5")).not.toBe(visitors.get("1"));
    expect(visitors.get("6")).not.toBe(visitors.get("5"));
    expect(new Set(visitors.values()).size).toBe(3);
  });

  it("names the same visitor whatever order the submissions come in", () => {
    const senders = Array.from({ length: 30 }, (_, i) => ({
      id: String(i),
      email: `attacker${i}@example.com`,
      studentId: null,
      network: `net${i % 3}`,
    }));
    const forward = visitorsOf(senders);
    const backward = visitorsOf([...senders].reverse());
    expect([...forward.keys()].map((id) => forward.get(id))).toEqual(
      [...forward.keys()].map((id) => backward.get(id)),
    );
    expect(new Set(forward.values()).size).toBe(3);
  });
});

describe("networkKey", () => {
  it("is one key for one /64 and differs with the secret, never the address itself", () => {
    const key = networkKey("2001:db8:1:2::1", "secret one");
    expect(networkKey("2001:db8:1:2:ffff::9", "secret one")).toBe(key);
    expect(networkKey("2001:db8:1:2::1", "secret two")).not.toBe(key);
    expect(key).not.toContain("2001");
    expect(key).toHaveLength(64);
  });
});
