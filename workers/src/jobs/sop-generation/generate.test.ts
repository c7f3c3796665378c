/** generateSop: the LLM when configured and sound, the template otherwise, with the reason. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LlmTestServer, startLlmServer } from "../../testing/llm-server";
import { generateSop } from "./generate";
import { writeTemplateSop } from "./template";
import { FULL_ANSWERS, FULL_FACTS } from "./testing";

const TEMPLATE = writeTemplateSop(FULL_FACTS, FULL_ANSWERS);
const MODEL_DRAFT = TEMPLATE.replace(
  /Thank you for considering my application[^.]*\./,
  "Thank you.",
);

let server: LlmTestServer;
const llm = () => ({ baseUrl: server.baseUrl, model: "tiny-test-model", timeoutMs: 300 });

beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.set({ content: MODEL_DRAFT, delayMs: 0, status: 200 });
});

describe("generateSop", () => {
  it("writes the template when no LLM is configured, and calls nothing", async () => {
    expect(await generateSop(FULL_FACTS, FULL_ANSWERS, null)).toEqual({
      text: TEMPLATE,
      writer: "template",
    });
    expect(server.requests).toHaveLength(0);
  });

  it("uses the model's draft when it answers in time and soundly", async () => {
    expect(await generateSop(FULL_FACTS, FULL_ANSWERS, llm())).toEqual({
      text: MODEL_DRAFT,
      writer: "llm",
    });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ["times out", { delayMs: 3_000 }, "no answer within 300 ms"],
    ["answers 500", { status: 500 }, "the endpoint answered 500"],
    ["answers empty content", { content: "" }, "the model's draft is empty"],
  ] as const)("falls back to the template when the server %s", async (_, behaviour, reason) => {
    server.set(behaviour);
    const result = await generateSop(FULL_FACTS, FULL_ANSWERS, llm());
    expect(result.writer).toBe("template");
    expect(result.text).toBe(TEMPLATE);
    expect(result.fallbackReason).toContain(reason);
  });
});
