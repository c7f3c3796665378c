import { defineConfig } from "vitest/config";

/** graphql ships ESM and CJS builds; type-graphql loads the CJS one, so server code must too. */
const graphqlCjs = { find: /^graphql$/, replacement: "graphql/index.js" };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [graphqlCjs] },
        test: {
          name: "unit",
          environment: "node",
          include: ["schema/src/**/*.test.ts", "scripts/**/*.test.ts", "bench/src/**/*.test.ts"],
        },
      },
      {
        resolve: { alias: [graphqlCjs] },
        test: {
          name: "integration",
          environment: "node",
          include: ["gateway/src/**/*.test.ts", "workers/src/**/*.test.ts"],
          globalSetup: ["gateway/src/testing/global-setup.ts"],
          // One throw-away database per run, shared by the files; files run one after another
          // so row counts asserted by one file are not disturbed by another.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      "client/vitest.config.ts",
    ],
  },
});
