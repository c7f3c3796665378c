/**
 * Each module's view of a request (context.ts): it reaches its own services and loaders and
 * those of the domains it declares, fails on any other, and shares one of each per request.
 */
import { describe, expect, it } from "vitest";
import {
  createRequestContext,
  moduleContextOf,
  type RequestContext,
  requestBagsOf,
  resolverContextOf,
} from "./context";
import type { AppResources, HttpExchange, LoadedModule } from "./module";

class CatalogueResolver {}

/** Three domains in a row, each a service that records which services its maker could see. */
function modules(): LoadedModule[] {
  return [
    {
      name: "catalogue",
      uses: [],
      api: {
        resolvers: [CatalogueResolver],
        services: { courseDetails: () => ({ id: Symbol("courseDetails") }) },
        loaders: { courseFigures: () => ({ id: Symbol("courseFigures") }) },
      },
    },
    {
      name: "search",
      uses: ["catalogue"],
      api: { services: { search: (ctx) => ({ details: ctx.services.courseDetails }) } },
    },
    { name: "shortlist", uses: ["search"], api: { services: { balance: () => ({}) } } },
  ];
}

function request(list = modules()): RequestContext & { bags: ReturnType<typeof requestBagsOf> } {
  const bags = requestBagsOf(list);
  const app = { logger: {}, auth: {} } as unknown as AppResources;
  return Object.assign(createRequestContext(app, bags, {} as HttpExchange), { bags });
}

describe("a module's view of a request", () => {
  it("reaches its own services and its declared domains', one of each per request", () => {
    const ctx = request();
    const search = moduleContextOf(ctx.bags, "search")(ctx);
    const shortlist = moduleContextOf(ctx.bags, "shortlist")(ctx);
    expect(shortlist.services.search).toBe(search.services.search);
    // Made from search's own view, which reaches the catalogue, whoever asked first.
    expect(search.services.search).toMatchObject({ details: search.services.courseDetails });
    expect(moduleContextOf(ctx.bags, "search")(ctx)).toBe(search);
  });

  it("fails on an undeclared domain's service or loader, naming the declaration to add", () => {
    const ctx = request();
    const shortlist = moduleContextOf(ctx.bags, "shortlist")(ctx);
    // Declared uses do not carry over: the shortlist uses search, not the catalogue.
    expect(() => shortlist.services.courseDetails).toThrow(
      `shortlist reached catalogue's service courseDetails without declaring it: add "catalogue" to uses in shortlist.module.ts`,
    );
    expect(() => shortlist.loaders.courseFigures).toThrow(/add "catalogue" to uses/);
    expect(moduleContextOf(ctx.bags, "search")(ctx).loaders.courseFigures).toBeDefined();
  });

  it("gives a resolver the view of the module that lists it", () => {
    const ctx = request();
    const view = resolverContextOf(ctx, CatalogueResolver);
    expect(view).toBe(moduleContextOf(ctx.bags, "catalogue")(ctx));
    expect(() => view.services.search).toThrow(/add "search" to uses in catalogue.module.ts/);
    expect(() => resolverContextOf(ctx, class Stray {})).toThrow(/Stray is listed by no module/);
  });

  it("refuses a declaration of a domain that is no module", () => {
    const list = modules();
    list[2] = { ...list[2]!, uses: ["reminders"] };
    expect(() => requestBagsOf(list)).toThrow("shortlist uses reminders, which is no module");
  });
});
