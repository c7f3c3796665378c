/** Types of scripts/build.mjs for the tests that import it. */
export function inputsHash(
  base: string,
  inputs: string[],
  envPattern?: RegExp | null,
  env?: NodeJS.ProcessEnv,
): string;
