/** The 10x copies must stay a catalogue the importer accepts, whatever the shipped file gains. */
import { resolve } from "node:path";
import { REPO_ROOT, readCatalogueDir } from "@gradplan/gateway";
import { validateCatalogue } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import { SCALE, scaleCatalogue } from "./catalogue-10x";

describe("the 10x bench catalogue", () => {
  it("is the shipped catalogue ten times over, and the importer's validation accepts it", async () => {
    const shipped = await readCatalogueDir(resolve(REPO_ROOT, "data/catalogue"));
    const scaled = validateCatalogue(scaleCatalogue(shipped));
    expect(scaled.universities).toHaveLength(shipped.universities.length * SCALE);
    expect(scaled.courses).toHaveLength(shipped.courses.length * SCALE);
    // The ids a university replaced stay with the original only.
    const formers = scaled.universities.flatMap((u) => u.formerIds ?? []);
    expect(formers).toEqual(shipped.universities.flatMap((u) => u.formerIds ?? []));
    expect(formers.length).toBeGreaterThan(0);
  });
});
