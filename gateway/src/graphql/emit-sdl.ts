/** `npm run --workspace gateway emit-sdl [-- --out FILE]`: writes the schema's SDL (default schema.graphql). */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { REPO_ROOT } from "../core/config";
import { printSdl } from "./schema";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const out = values.out ?? resolve(REPO_ROOT, "gateway/schema.graphql");
await writeFile(out, await printSdl());
console.log(`Wrote ${out}`);
