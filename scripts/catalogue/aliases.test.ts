import { searchKeyOf } from "@gradplan/schema";
import { describe, expect, it } from "vitest";
import {
  aliasContext,
  aliasDropReason,
  campusShortForm,
  initialsOf,
  ORDINARY_WORD_MIN_NAMES,
  splitIpedsAliases,
  universityAliases,
} from "./aliases";
import type { DirectoryEntry } from "./ipeds";

const entry = (
  unitid: number,
  name: string,
  aliases: string,
  city: string,
  state: string,
): DirectoryEntry => ({
  unitid,
  name,
  aliases,
  city,
  state,
  website: "",
  applicationUrl: "",
  latitude: null,
  longitude: null,
  control: "1",
  carnegie: "",
});

// Real rows of hd2024.csv (IALIAS as IPEDS writes it), and enough names with "Central" and
// "Illinois" in them for the words to count as ordinary, as they do in the directory.
const UIUC = entry(
  145637,
  "University of Illinois Urbana-Champaign",
  "Illinois|Illinios|Urbana|Champaign|Champaign-Urbana|UIUC|University of Illinois at UC",
  "Champaign",
  "IL",
);
const UCM = entry(176965, "University of Central Missouri", "Central", "Warrensburg", "MO");
const UT_AUSTIN = entry(228778, "The University of Texas at Austin", "UT Austin", "Austin", "TX");
const GEORGIA_TECH = entry(
  139755,
  "Georgia Institute of Technology-Main Campus",
  "Georgia Tech",
  "Atlanta",
  "GA",
);
const DIRECTORY: DirectoryEntry[] = [
  UIUC,
  UCM,
  UT_AUSTIN,
  GEORGIA_TECH,
  entry(145813, "Illinois State University", "", "Normal", "IL"),
  entry(147703, "Northern Illinois University", "", "Dekalb", "IL"),
  entry(148876, "Tricoci University of Beauty Culture-Urbana", "", "Urbana", "IL"),
  ...Array.from({ length: ORDINARY_WORD_MIN_NAMES - 1 }, (_, i) =>
    entry(900000 + i, `Central Illinois College ${i}`, "", `Town ${i}`, "IA"),
  ),
];
const context = aliasContext(DIRECTORY);

describe("splitIpedsAliases", () => {
  it.each([
    ["Carnegie Mellon; CMU", ["Carnegie Mellon", "CMU"]],
    ["MIT, M.I.T.", ["MIT", "M.I.T."]],
    ["RPI, Rensselaer", ["RPI", "Rensselaer"]],
    ["UAH  University of Alabama Huntsville", ["UAH", "University of Alabama Huntsville"]],
    ["UH Manoa / UHM", ["UH Manoa", "UHM"]],
    [
      "Rutgers, The State University of New Jersey; Rutgers U; Rutgers, Camden",
      ["Rutgers, The State University of New Jersey", "Rutgers U", "Rutgers, Camden"],
    ],
    ["Grand Valley|GVSU|Grand Valley State|", ["Grand Valley", "GVSU", "Grand Valley State"]],
    ["", []],
  ])("%j", (field, aliases) => {
    expect(splitIpedsAliases(field)).toEqual(aliases);
  });
});

describe("aliasDropReason", () => {
  it("keeps initials, multi-word names and misspellings students type", () => {
    for (const alias of ["UIUC", "Illinios", "University of Illinois at UC", "UT Austin", "MIT"])
      expect(aliasDropReason(alias, UIUC, context), alias).toBeNull();
  });

  it("drops an alias that is only a city of the institution's state", () => {
    expect(aliasDropReason("Champaign", UIUC, context)).toBe("only a city");
    expect(aliasDropReason("Urbana", UIUC, context)).toBe("only a city");
    // Urbana is a city in Illinois, not in Texas.
    expect(aliasDropReason("Urbana", UT_AUSTIN, context)).toBeNull();
  });

  it("drops one ordinary word of many institutions' names, not a name with it", () => {
    expect(aliasDropReason("Central", UCM, context)).toBe(
      `an ordinary word of ${ORDINARY_WORD_MIN_NAMES} institutions' names`,
    );
    expect(aliasDropReason("Central Missouri", UCM, context)).toBeNull();
  });

  it("drops what is too short to name anything", () => {
    expect(aliasDropReason("U.", UCM, context)).toBe("shorter than two characters");
  });
});

describe("initialsOf", () => {
  it.each([
    ["New York University", "NYU"],
    ["Carnegie Mellon University", "CMU"],
    ["Central Michigan University", "CMU"],
    ["Rensselaer Polytechnic Institute", "RPI"],
    ["Massachusetts Institute of Technology", "MIT"],
    ["University of Southern California", "USC"],
    ["University of South Carolina", "USC"],
    ["University of Illinois Urbana-Champaign", "UIUC"],
    ["Texas A&M University, Kingsville", "TAMUK"],
    ["St. John's University", "SJU"],
  ])("%s -> %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it("adds none for fewer than three words: 'SU' would name too many", () => {
    expect(initialsOf("Stanford University")).toBeNull();
    expect(initialsOf("The University of Texas")).toBeNull();
  });
});

describe("campusShortForm", () => {
  it.each([
    ["University of Texas at Austin", "UT Austin"],
    ["University of California, Berkeley", "UC Berkeley"],
    ["University of North Carolina at Charlotte", "UNC Charlotte"],
    ["University of Alabama in Huntsville", "UA Huntsville"],
  ])("%s -> %s", (name, short) => {
    expect(campusShortForm(name)).toBe(short);
  });

  it("is null for a name that is not a system's campus", () => {
    expect(campusShortForm("Stanford University")).toBeNull();
    expect(campusShortForm("University of Illinois Urbana-Champaign")).toBeNull();
  });
});

describe("universityAliases", () => {
  it("joins IPEDS's aliases, the name without its suffix or 'The', and the short forms", () => {
    expect(
      universityAliases("The University of Texas at Austin", 228778, UT_AUSTIN, context),
    ).toEqual(["UT Austin", "University of Texas at Austin", "UTA"]);
    expect(
      universityAliases("Georgia Institute of Technology", 139755, GEORGIA_TECH, context),
    ).toEqual(["Georgia Tech", "GIT"]);
  });

  it("keeps one alias per search key, and none the name already is", () => {
    const aliases = universityAliases(
      "University of Illinois Urbana-Champaign",
      145637,
      UIUC,
      context,
    );
    expect(aliases).toEqual([
      "Illinios",
      "Champaign-Urbana",
      "UIUC",
      "University of Illinois at UC",
    ]);
    const keys = aliases.map(searchKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("derives short forms for a university IPEDS does not list", () => {
    expect(universityAliases("New York University", 1, undefined, context)).toEqual(["NYU"]);
  });

  it("adds the known short forms and leaves out initials that name another university", () => {
    expect(universityAliases("University of Connecticut", 129020, undefined, context)).toEqual([
      "UConn",
    ]);
    expect(
      universityAliases("University of Wisconsin, Madison", 240444, undefined, context),
    ).toEqual(["UW Madison"]);
  });
});
