import { describe, expect, it } from "vitest";
import { FIXTURE_UNIVERSITIES } from "./fixtures/universities";
import { senderAddress, universityNamedIn, universityOfAddress } from "./universities";

const idOf = (u: { id: number } | null) => u?.id ?? null;

describe("senderAddress", () => {
  it("reads the address of every From form, lowercased", () => {
    expect(senderAddress("CMU Admissions <Admissions@CMU.edu>")).toBe("admissions@cmu.edu");
    expect(senderAddress('"Raman, Priya" <priya@gmail.com>')).toBe("priya@gmail.com");
    expect(senderAddress("Graduate Admissions [mailto:grad@purdue.edu]")).toBe("grad@purdue.edu");
    expect(senderAddress("grad@asu.edu")).toBe("grad@asu.edu");
    expect(senderAddress("Graduate Admissions")).toBe("");
  });
});

describe("universityOfAddress", () => {
  it("matches the domain and its subdomains, not look-alikes", () => {
    const of = (address: string) => idOf(universityOfAddress(address, FIXTURE_UNIVERSITIES));
    expect(of("a@cmu.edu")).toBe(211440);
    expect(of("a@cs.cmu.edu")).toBe(211440);
    expect(of("a@andrew.CMU.edu")).toBe(211440);
    expect(of("a@uw.edu")).toBe(236948);
    expect(of("a@notcmu.edu")).toBeNull();
    expect(of("a@cmu.edu.example.com")).toBeNull();
    expect(of("a@sdsu.edu")).toBeNull();
    expect(of("not an address")).toBeNull();
  });

  it("accepts domains written as a website", () => {
    const list = [{ id: 1, name: "X", domains: ["https://www.example.edu/"] }];
    expect(idOf(universityOfAddress("a@mail.example.edu", list))).toBe(1);
  });
});

describe("universityNamedIn", () => {
  const named = (text: string) => idOf(universityNamedIn(text, FIXTURE_UNIVERSITIES));

  it("finds a name, an alias or a domain", () => {
    expect(named("at the University of Washington, Seattle")).toBe(236948);
    expect(named("Welcome to Carnegie Mellon!")).toBe(211440);
    expect(named("write to gradadmissions@gatech.edu")).toBe(139755);
    expect(named("Thank you for applying to UT Austin.")).toBe(228778);
  });

  it("takes the most named, then the first named", () => {
    expect(named("Stanford or USC? USC Viterbi wrote, USC it is.")).toBe(123961);
    expect(named("Stanford, then USC.")).toBe(243744);
  });

  it("names none for a school off the list or a word inside another", () => {
    expect(named("San Diego State University")).toBeNull();
    expect(named("Washington University in St. Louis")).toBeNull();
    expect(named("a cmuedu page")).toBeNull();
  });
});
