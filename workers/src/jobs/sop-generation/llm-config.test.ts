/** The generator's LLM settings as the gateway's configuration reads them (LLM_* variables). */
import { loadConfig } from "@gradplan/gateway";
import { afterEach, describe, expect, it } from "vitest";

const NAMES = ["LLM_BASE_URL", "LLM_MODEL", "LLM_TIMEOUT_MS", "LLM_API_KEY"] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

/** Sets the four variables ("" counts as unset, and hides any .env.local value). */
function withEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const n of NAMES) process.env[n] = values[n] ?? "";
}

afterEach(() => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
});

describe("config.llm", () => {
  it("is null unless both the URL and the model are set", () => {
    withEnv({});
    expect(loadConfig().llm).toBeNull();
    withEnv({ LLM_BASE_URL: "http://127.0.0.1:8080/v1" });
    expect(loadConfig().llm).toBeNull();
    withEnv({ LLM_MODEL: "qwen2.5-7b-instruct" });
    expect(loadConfig().llm).toBeNull();
  });

  it("reads the URL (without a trailing slash), the model, the time limit and the key", () => {
    withEnv({ LLM_BASE_URL: "http://127.0.0.1:8080/v1/", LLM_MODEL: "qwen2.5-7b-instruct" });
    expect(loadConfig().llm).toEqual({
      baseUrl: "http://127.0.0.1:8080/v1",
      model: "qwen2.5-7b-instruct",
      timeoutMs: 20_000,
      apiKey: null,
    });
    withEnv({
      LLM_BASE_URL: "https://llm.internal.example/v1",
      LLM_MODEL: "m",
      LLM_TIMEOUT_MS: "45000",
      LLM_API_KEY: "sk-local",
    });
    expect(loadConfig().llm).toEqual({
      baseUrl: "https://llm.internal.example/v1",
      model: "m",
      timeoutMs: 45_000,
      apiKey: "sk-local",
    });
  });

  it("refuses a URL that is not http(s) and a time limit that is not a positive integer", () => {
    withEnv({ LLM_BASE_URL: "localhost:8080", LLM_MODEL: "m" });
    expect(() => loadConfig()).toThrow(/LLM_BASE_URL must be an http or https URL/);
    withEnv({ LLM_BASE_URL: "ftp://example.com/v1", LLM_MODEL: "m" });
    expect(() => loadConfig()).toThrow(/LLM_BASE_URL/);
    for (const bad of ["0", "-5", "20s", "1.5"]) {
      withEnv({ LLM_BASE_URL: "http://127.0.0.1:8080/v1", LLM_MODEL: "m", LLM_TIMEOUT_MS: bad });
      expect(() => loadConfig()).toThrow(/LLM_TIMEOUT_MS must be 1-600000 milliseconds/);
    }
  });
});
