/**
 * The gateway's floors stay in order: nothing in core/ or a module imports the wiring (http/,
 * graphql/, db/, testing/, modules/index.ts), core/ imports no module, and every module lists itself in
 * MODULES with a `<name>.module.ts`. The domains name what they use: a module's sources import
 * from, and read the services and loaders of, only the domains its `uses` declares, it declares
 * only those, and the declarations have no loop. A new import that runs back up, or a use left
 * undeclared, fails here.
 */
// Loading the modules' APIs decorates their resolver classes: the polyfill comes first.
import "reflect-metadata";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { type DomainName, type LoadedModule, loadApis } from "./core/module";
import { MODULES } from "./modules";

const SRC = dirname(fileURLToPath(import.meta.url));
const WIRING = ["http", "graphql", "db", "testing", "modules/index.ts"];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every relative import of a file, as a path relative to src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return specs.map((m) => relative(SRC, resolve(dirname(file), m[1]!)).replace(/\\/g, "/"));
}

const within = (path: string, place: string) =>
  place.endsWith(".ts")
    ? `${path}.ts` === place || path === place
    : path === place || path.startsWith(`${place}/`);

describe("the gateway's floors", () => {
  it("core/ and the modules never import the wiring, and core/ no module", () => {
    const upward: string[] = [];
    for (const floor of ["core", "modules"]) {
      for (const file of sources(join(SRC, floor))) {
        const from = relative(SRC, file);
        if (from === "modules/index.ts") continue;
        for (const target of importsOf(file)) {
          const wiring = WIRING.some((place) => within(target, place));
          const moduleFromCore = floor === "core" && within(target, "modules");
          if (wiring || moduleFromCore) upward.push(`${from} -> ${target}`);
        }
      }
    }
    expect(upward).toEqual([]);
  });

  it("lists every domain folder in MODULES, each with its <name>.module.ts", () => {
    const folders = readdirSync(join(SRC, "modules")).filter((name) =>
      statSync(join(SRC, "modules", name)).isDirectory(),
    );
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders.sort());
    for (const name of folders)
      expect(statSync(join(SRC, "modules", name, `${name}.module.ts`)).isFile()).toBe(true);
  });
});

/** A use of another domain found in a module's sources, and where. */
interface Use {
  domain: DomainName;
  where: string;
}

/**
 * What a module's sources (tests aside: they may set up any domain's rows) use of other
 * domains: the modules they import from, and the domains whose services and loaders they read
 * (`services.x`, `loaders.x`, by the name each module's API declares).
 */
function usesIn(module: DomainName, owners: ReadonlyMap<string, DomainName>): Use[] {
  const names = new Set<string>(MODULES.map((m) => m.name));
  const found: Use[] = [];
  for (const file of sources(join(SRC, "modules", module))) {
    const from = relative(join(SRC, "modules"), file);
    for (const target of importsOf(file)) {
      const [floor, domain] = target.split("/");
      if (floor === "modules" && domain && domain !== module && names.has(domain))
        found.push({ domain: domain as DomainName, where: `${from} imports ${target}` });
    }
    const text = readFileSync(file, "utf8");
    for (const read of text.matchAll(/\b(services|loaders)\.([A-Za-z_$][\w$]*)/g)) {
      const owner = owners.get(`${read[1]}.${read[2]}`);
      if (owner && owner !== module)
        found.push({ domain: owner, where: `${from} reads ${read[0]}` });
    }
  }
  return found;
}

/** The first loop among the declarations, as a path (a -> b -> a), or null. */
function loopIn(uses: ReadonlyMap<DomainName, readonly DomainName[]>): string | null {
  const done = new Set<DomainName>();
  const path: DomainName[] = [];
  const visit = (domain: DomainName): string | null => {
    const at = path.indexOf(domain);
    if (at >= 0) return [...path.slice(at), domain].join(" -> ");
    if (done.has(domain)) return null;
    path.push(domain);
    for (const used of uses.get(domain) ?? []) {
      const loop = visit(used);
      if (loop) return loop;
    }
    path.pop();
    done.add(domain);
    return null;
  };
  for (const domain of uses.keys()) {
    const loop = visit(domain);
    if (loop) return loop;
  }
  return null;
}

describe("the domains' declared dependencies", () => {
  let loaded: LoadedModule[];
  /** Each service and loader, as `services.name` or `loaders.name`, with its domain. */
  const owners = new Map<string, DomainName>();
  beforeAll(async () => {
    loaded = await loadApis(MODULES);
    for (const { name, api } of loaded) {
      for (const service of Object.keys(api.services ?? {}))
        owners.set(`services.${service}`, name);
      for (const loader of Object.keys(api.loaders ?? {})) owners.set(`loaders.${loader}`, name);
    }
  });

  it("a module uses only the domains it declares", () => {
    const undeclared = loaded.flatMap(({ name, uses }) =>
      usesIn(name, owners)
        .filter((use) => !uses.includes(use.domain))
        .map((use) => `${use.where}, but ${name} does not declare ${use.domain}`),
    );
    expect(undeclared).toEqual([]);
  });

  it("a module declares only the domains it uses", () => {
    const unused = loaded.flatMap(({ name, uses }) => {
      const used = new Set(usesIn(name, owners).map((use) => use.domain));
      return uses.filter((domain) => !used.has(domain)).map((domain) => `${name} -> ${domain}`);
    });
    expect(unused).toEqual([]);
  });

  it("the declarations have no loop", () => {
    const uses = new Map(loaded.map(({ name, uses }) => [name, uses]));
    expect(loopIn(uses)).toBeNull();
  });

  it("a resolver's context is its module's view (core/resolver-context.ts), not type-graphql's", () => {
    const whole = sources(join(SRC, "modules")).filter((file) =>
      /import\s*\{[^}]*\bCtx\b[^}]*\}\s*from\s*["']type-graphql["']/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(whole.map((file) => relative(SRC, file))).toEqual([]);
  });
});
