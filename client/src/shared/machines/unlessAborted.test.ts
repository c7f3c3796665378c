import { describe, expect, it } from "vitest";
import { unlessAborted } from "./unlessAborted";

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => "resolved",
      () => "rejected",
    ),
    new Promise((resolve) => setTimeout(() => resolve("pending"), 20)),
  ]);

describe("unlessAborted", () => {
  it("passes answers and real failures through", async () => {
    const signal = new AbortController().signal;
    await expect(unlessAborted(signal, Promise.resolve(1))).resolves.toBe(1);
    await expect(unlessAborted(signal, Promise.reject(new Error("down")))).rejects.toThrow("down");
  });

  it("never settles a request its signal aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      await settled(unlessAborted(controller.signal, Promise.reject(new Error("aborted")))),
    ).toBe("pending");
  });
});
