import { describe, expect, it } from "vitest";
import { founderAskedKey } from "./founderFeedbackAsked";

describe("founderAskedKey", () => {
  it("never names the account, and tells two students apart", () => {
    const id = "3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f";
    const key = founderAskedKey(id);
    expect(key).not.toContain(id);
    expect(key).not.toContain("3f1c2a9e");
    expect(key).toBe(founderAskedKey(id));
    expect(founderAskedKey("7a0b1c2d-0000-4000-8000-000000000001")).not.toBe(key);
  });
});
