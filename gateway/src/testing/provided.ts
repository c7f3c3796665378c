/** What the integration global setup provides to every test file (vitest `inject`). */
declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    queuePrefix: string;
  }
}

export {};
