/** writeWithLlm against a local OpenAI-compatible server: the request it sends, the checks. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LlmTestServer, startLlmServer } from "../../testing/llm-server";
import { LlmError, SYSTEM_PROMPT, userPrompt, writeWithLlm } from "./llm";
import { writeTemplateSop } from "./template";
import {
  EMPTY_FACTS,
  FIVE_PROGRAMS,
  FULL_ANSWERS,
  FULL_FACTS,
  factsFor,
  THIN_ANSWERS,
} from "./testing";

/** A faithful draft, as a model told to use only the facts would write: the template's words. */
const GOOD_DRAFT = writeTemplateSop(FULL_FACTS, FULL_ANSWERS).replace(
  /Thank you for considering my application[^.]*\./,
  "Thank you for reading.",
);

let server: LlmTestServer;
const config = () => ({ baseUrl: server.baseUrl, model: "tiny-test-model", timeoutMs: 2_000 });

beforeAll(async () => {
  server = await startLlmServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.set({ content: GOOD_DRAFT, delayMs: 0, status: 200, finishReason: "stop" });
});

describe("writeWithLlm", () => {
  it("posts a chat completion with the model, the rules and the facts, and returns the draft", async () => {
    const text = await writeWithLlm(FULL_FACTS, FULL_ANSWERS, {
      ...config(),
      apiKey: "local-key",
    });
    expect(text).toBe(GOOD_DRAFT);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer local-key");
    expect(request!.body.model).toBe("tiny-test-model");
    expect(request!.body.temperature).toBeTypeOf("number");
    const [system, user] = request!.body.messages;
    expect(system).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(system!.content).toMatch(/Never invent anything/);
    expect(system!.content).toMatch(/700 to 1000 words/);
    expect(user!.role).toBe("user");
    for (const fact of [
      "Applying to: MS in Computer Science at University of Illinois Urbana-Champaign",
      "Undergraduate course: B.Tech in Computer Science and Engineering at Vellore Institute of Technology",
      "Work experience: 14 months full-time and 6 months of internships",
      "- Leaf Scan: built a convolutional network in PyTorch",
      "- Exam Timetabler",
      "- Lightweight Plant Disease Detection on Edge Devices (IEEE INDICON)",
      "- Software Engineer at Zoho",
      "- the Robotics Club",
      "Why this field?\nI grew up in a farming family",
      "Why this program?\nThe program's courses in machine learning systems",
    ])
      expect(user!.content).toContain(fact);
  });

  it("gives the model no test score and no GPA, the catalogue's facts, and no missing fact", async () => {
    const prompt = userPrompt({ ...FULL_FACTS, gre: 330, toefl: 118, ielts: 8.5 }, THIN_ANSWERS);
    expect(prompt).not.toMatch(/GRE|TOEFL|IELTS|GPA|330|118|8\.5|3\.7/);
    expect(SYSTEM_PROMPT).toContain("Do not restate test scores or the GPA");
    const withProgram = userPrompt(factsFor(FULL_FACTS, FIVE_PROGRAMS[3]!), THIN_ANSWERS);
    expect(withProgram).toContain(
      "The university (from the US federal IPEDS data): Purdue University, West Lafayette, Indiana; Public; research tier R1",
    );
    expect(withProgram).toContain(
      "Master's degrees it awarded in this field: 218 in mechanical engineering in 2023-24",
    );
    const bare = userPrompt(EMPTY_FACTS, { ...THIN_ANSWERS, careerGoals: "" });
    expect(bare).toContain("Facts from the student's profile:\n(none given)");
    expect(bare).toContain("Your career goals\n(no answer)");
    expect(bare).not.toMatch(/Applying to|GPA|Projects|Sam/);
  });

  it("sends no authorization header without a key, and tolerates a trailing slash", async () => {
    await writeWithLlm(FULL_FACTS, FULL_ANSWERS, { ...config(), baseUrl: `${server.baseUrl}/` });
    expect(server.requests[0]!.authorization).toBeUndefined();
    expect(server.requests[0]!.path).toBe("/v1/chat/completions");
  });

  it("unwraps a reasoning block and a code fence around the draft", async () => {
    server.set({ content: `<think>plan the essay</think>\n\`\`\`text\n${GOOD_DRAFT}\n\`\`\`` });
    expect(await writeWithLlm(FULL_FACTS, FULL_ANSWERS, config())).toBe(GOOD_DRAFT);
  });

  const failures: [string, Parameters<LlmTestServer["set"]>[0], RegExp][] = [
    ["a 500", { status: 500 }, /answered 500/],
    ["empty content", { content: "" }, /empty/],
    ["only spaces", { content: "  \n " }, /empty/],
    ["null content", { content: null }, /no message content/],
    ["a short answer", { content: "I like computers. ".repeat(20) }, /has 60 words, outside/],
    ["a draft cut off", { finishReason: "length" }, /token limit/],
    [
      "an invented name and year",
      {
        content: GOOD_DRAFT.replace(
          "Thank you for reading.",
          "I hope to join Professor Ramanathan's lab, founded in 1998.",
        ),
      },
      /names what the student did not give: Ramanathan, 1998/,
    ],
  ];
  it.each(failures)("throws a clear LlmError on %s", async (_, behaviour, message) => {
    server.set(behaviour);
    const error = await writeWithLlm(FULL_FACTS, FULL_ANSWERS, config()).catch((e) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect(error.message).toMatch(message);
  });

  it("gives up at the time limit", async () => {
    server.set({ delayMs: 5_000 });
    const started = Date.now();
    const error = await writeWithLlm(FULL_FACTS, FULL_ANSWERS, {
      ...config(),
      timeoutMs: 200,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect(error.message).toBe("no answer within 200 ms");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("says when the endpoint cannot be reached or does not answer JSON", async () => {
    const gone = await startLlmServer();
    const baseUrl = gone.baseUrl;
    await gone.close();
    const unreachable = await writeWithLlm(FULL_FACTS, FULL_ANSWERS, {
      ...config(),
      baseUrl,
    }).catch((e) => e);
    expect(unreachable).toBeInstanceOf(LlmError);
    expect(unreachable.message).toMatch(/could not be reached/);

    const html = async () => new Response("<html>proxy error</html>", { status: 200 });
    const notJson = await writeWithLlm(FULL_FACTS, FULL_ANSWERS, config(), html).catch((e) => e);
    expect(notJson).toBeInstanceOf(LlmError);
    expect(notJson.message).toBe("the endpoint's answer is not JSON");
  });
});
