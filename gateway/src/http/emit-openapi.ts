/** `npm run --workspace gateway emit-openapi [-- --out FILE]`: writes docs/openapi.json. */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { ALL_ROUTES } from "@gradplan/schema";
import { REPO_ROOT } from "../core/config";
import { buildOpenApi } from "./openapi";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = values.out ?? resolve(REPO_ROOT, "docs/openapi.json");
await writeFile(out, `${JSON.stringify(buildOpenApi(ALL_ROUTES), null, 2)}\n`);
console.log(`Wrote ${out}`);
