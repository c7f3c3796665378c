/**
 * The parts measured on the 10x catalogue through running servers: the production gateway
 * (`NODE_ENV=production`, request logging at info), the bare node:http server and Fastify with
 * only the suggestion routes, each started only when a chosen part needs it. One database and
 * one set of servers for all of them; a signed-in bench student with test scores.
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { loadConfig, REPO_ROOT } from "@gradplan/gateway";
import { createBenchDatabase } from "./catalogue-10x";
import { benchStudent } from "./filter-workload";
import { graphqlPart } from "./graphql-part";
import type { PartGroup, PartReport } from "./part";
import { start, startBuilt, waitFor } from "./processes";
import { filterPart, shortlistPart, suggestionsPart } from "./server-parts";
import type { Servers } from "./servers";
import type { Settings } from "./settings";

const PARTS: Record<string, (settings: Settings, servers: Servers) => Promise<PartReport>> = {
  suggestions: suggestionsPart,
  shortlist: shortlistPart,
  filter: filterPart,
  graphql: graphqlPart,
};

const PORTS = { gateway: 4301, bare: 4302, fastifyOnly: 4303 };
const origin = (port: number) => `http://127.0.0.1:${port}`;

export const serversGroup: PartGroup = {
  parts: Object.keys(PARTS),
  open: async (settings, chosen) => {
    const started = Date.now();
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    console.log(`\nBuilding the 10x catalogue...`);
    const db = await createBenchDatabase(loadConfig().databaseUrl);
    console.log(`Rows: ${JSON.stringify(db.counts)} (${seconds()})`);
    // A production gateway refuses to start without a secret: the bench brings a throw-away one.
    const env = {
      DATABASE_URL: db.url,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString("hex"),
    };
    const gateway = startBuilt("gateway", {
      ...env,
      PORT: String(PORTS.gateway),
    });
    // The GraphQL part measures the gateway alone: no other server competes for the CPU.
    const bench = resolve(REPO_ROOT, "bench");
    const bare = chosen.some((part) => part !== "graphql")
      ? start("src/bare-server.ts", bench, { ...env, PORT: String(PORTS.bare) })
      : undefined;
    const fastifyOnly = chosen.includes("suggestions")
      ? start("src/fastify-only-server.ts", bench, { ...env, PORT: String(PORTS.fastifyOnly) })
      : undefined;
    const children = [gateway, bare, fastifyOnly].filter((child) => child !== undefined);
    const close = async () => {
      for (const child of children) child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      await db.drop();
    };
    try {
      await Promise.all([
        waitFor(`${origin(PORTS.gateway)}/readyz`, gateway),
        bare ? waitFor(`${origin(PORTS.bare)}/`, bare) : undefined,
        fastifyOnly ? waitFor(`${origin(PORTS.fastifyOnly)}/`, fastifyOnly) : undefined,
      ]);
      const servers: Servers = {
        gateway: origin(PORTS.gateway),
        bare: origin(PORTS.bare),
        fastifyOnly: origin(PORTS.fastifyOnly),
        student: await benchStudent(origin(PORTS.gateway)),
      };
      console.log(`Servers ready (${seconds()} since the build began)`);
      return { run: (part) => PARTS[part]!(settings, servers), close };
    } catch (error) {
      await close();
      throw error;
    }
  },
};
