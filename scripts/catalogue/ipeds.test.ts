import { describe, expect, it } from "vitest";
import { decodeIpeds, ipedsUnitidOf, mastersAwardedIn, parseDirectory } from "./ipeds";

describe("decodeIpeds", () => {
  it("reads UTF-8, and NCES's own Windows-1252 where the bytes are not UTF-8", () => {
    expect(decodeIpeds(new TextEncoder().encode("Mayagüez"))).toBe("Mayagüez");
    expect(decodeIpeds(Uint8Array.from([0x4d, 0x61, 0x79, 0x61, 0x67, 0xfc, 0x65, 0x7a]))).toBe(
      "Mayagüez",
    );
  });
});

describe("parseDirectory", () => {
  it("keeps the columns the catalogue needs, quoted aliases with commas included", () => {
    const csv = [
      "UNITID,INSTNM,IALIAS,ADDR,CITY,STABBR,WEBADDR,APPLURL,CONTROL,C21BASIC,LONGITUD,LATITUDE",
      '166683,Massachusetts Institute of Technology,"MIT, M.I.T.",77 Massachusetts Ave,Cambridge,MA,web.mit.edu/,https://apply.mitadmissions.org/,2,15,-71.093,42.3601',
    ].join("\n");
    expect(parseDirectory(csv)).toEqual([
      {
        unitid: 166683,
        name: "Massachusetts Institute of Technology",
        aliases: "MIT, M.I.T.",
        city: "Cambridge",
        state: "MA",
        website: "web.mit.edu/",
        applicationUrl: "https://apply.mitadmissions.org/",
        latitude: 42.3601,
        longitude: -71.093,
        control: "2",
        carnegie: "15",
      },
    ]);
  });
});

describe("mastersAwardedIn", () => {
  it("sums a year's Master's over each institution's CIP codes", () => {
    const csv = [
      "YEAR,UNITID,CIPCODE,AWLEVEL,CTOTALT",
      "2024,211440,11.0101,7,900",
      "2024,211440,11.0701,7,421",
      "2023,211440,11.0101,7,850",
      "2024,169248,11.0101,7,513",
    ].join("\n");
    expect(mastersAwardedIn(csv, 2024)).toEqual(
      new Map([
        [211440, 1321],
        [169248, 513],
      ]),
    );
  });
});

describe("ipedsUnitidOf", () => {
  it("maps the Scorecard's consolidated Penn State id to the IPEDS main campus", () => {
    expect(ipedsUnitidOf(495767)).toBe(214777);
    expect(ipedsUnitidOf(211440)).toBe(211440);
  });
});
