/**
 * Build step, never part of the app's bundle: a page opened by its address fetches its own code
 * at once. Its route's files (the lazy layouts and page, and what they import) were asked for
 * only once the landing page's JavaScript had downloaded and run, since React Router finds the
 * route. A small script index.html loads early now adds them as module preloads, from a table
 * of path -> files the build makes from the route table itself (routes.tsx).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Plugin, parseAst, type Rolldown } from "vite";

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function propertyOf(route: Node, name: string): Node | undefined {
  for (const property of route.properties as Node[]) {
    const key = property.key as Node | undefined;
    if (property.type === "Property" && key?.type === "Identifier" && key.name === name)
      return property.value as Node;
  }
  return undefined;
}

/** The module a `lazy: () => import("...")...` loads, if the value is one. */
function importedBy(value: Node | undefined): string | undefined {
  if (!value) return undefined;
  if (value.type === "ImportExpression") return (value.source as Node).value as string;
  for (const child of Object.values(value)) {
    const found = isNode(child) ? importedBy(child) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** `ROUTES.x` or a literal; a path with parameters is left out (it names no one address). */
function pathOf(value: Node | undefined, routes: Record<string, string>): string | undefined {
  if (value?.type === "Literal" && typeof value.value === "string") return value.value;
  const object = value?.object as Node | undefined;
  const property = value?.property as Node | undefined;
  if (value?.type === "MemberExpression" && object?.name === "ROUTES")
    return routes[property?.name as string];
  return undefined;
}

/**
 * Each static path of a route table (the source of routes.tsx) with the modules its lazy routes
 * load, outermost first, as absolute paths without extension.
 */
export function lazyRouteChains(
  source: string,
  routesFile: string,
  routes: Record<string, string>,
): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const visit = (node: unknown, chain: string[]): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, chain);
      return;
    }
    if (!isNode(node)) return;
    const isRoute =
      node.type === "ObjectExpression" &&
      ["lazy", "path", "children", "index"].some((name) => propertyOf(node, name));
    if (!isRoute) {
      for (const child of Object.values(node)) visit(child, chain);
      return;
    }
    const lazy = importedBy(propertyOf(node, "lazy"));
    const own = lazy ? [...chain, resolve(dirname(routesFile), lazy)] : chain;
    const path = pathOf(propertyOf(node, "path"), routes);
    if (path && own.length > 0) chains.set(path, own);
    visit(propertyOf(node, "children"), own);
  };
  visit(parseAst(source, { lang: "tsx" }), []);
  return chains;
}

/** The script index.html loads: module preloads for the address's files, if it has any. */
export function preloadScript(files: Record<string, string[]>): string {
  return `(function(){var f=${JSON.stringify(files)}[location.pathname.replace(/(.)\\/+$/,"$1")]||[];for(var i=0;i<f.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f[i];document.head.appendChild(l);}})();\n`;
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, "");

/** Every path's files: its lazy modules' chunks and their imports, less what index.html loads. */
function filesByPath(
  chains: Map<string, string[]>,
  chunks: Rolldown.OutputChunk[],
  base: string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.flatMap((chunk) =>
      chunk.facadeModuleId ? [[withoutExtension(chunk.facadeModuleId), chunk] as const] : [],
    ),
  );
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const initial = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, initial);
  const files: Record<string, string[]> = {};
  for (const [path, modules] of chains) {
    const needed = new Set<string>();
    for (const module of modules) {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`routePreload: no chunk for ${module} (route ${path})`);
      closure(chunk.fileName, needed);
    }
    files[path] = [...needed].filter((file) => !initial.has(file)).map((file) => base + file);
  }
  return files;
}

/**
 * `routesFile` is the app's route table; `routeNames` the module of the ROUTES it names paths
 * by (schema/src/routes.ts), loaded when the build starts: imported by file, not as
 * "@gradplan/schema", which Node, running Vite's config, could not resolve.
 */
export function routePreload(routesFile: string, routeNames: string): Plugin {
  let base = "/";
  let routes: Record<string, string> = {};
  return {
    name: "gradplan:route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      routes = ((await import(pathToFileURL(routeNames).href)) as { ROUTES: typeof routes }).ROUTES;
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === "chunk",
        );
        const chains = lazyRouteChains(readFileSync(routesFile, "utf8"), routesFile, routes);
        const code = preloadScript(filesByPath(chains, chunks, base));
        const hash = createHash("sha256").update(code).digest("hex").slice(0, 8);
        const fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: "asset", fileName, source: code });
        const html = bundle["index.html"];
        if (html?.type !== "asset") throw new Error("routePreload: no index.html in the bundle");
        // First in the head's scripts, so the browser asks for it as early as it can.
        html.source = String(html.source).replace(
          "<script",
          `<script async src="${base}${fileName}"></script>\n    <script`,
        );
      },
    },
  };
}
