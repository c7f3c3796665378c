/** Personal details a US reader does not expect, found and quoted without their values (issue 33). */
import { describe, expect, it } from "vitest";
import { extractDocument } from "../../../documents/extract";
import { personalDetails } from "./personal";
import { LADDER_FIXTURES, readResumeFixture, resumeFromLines } from "./testing";

describe("personalDetails", () => {
  it("finds a biodata's personal details and quotes their labels", () => {
    const found = personalDetails(
      resumeFromLines([
        "# Personal Details",
        "Father's Name: R. Subramanian",
        "Date of Birth: 14/03/1999",
        "DOB: 14-03-1999 | Gender: Male | Nationality: Indian",
        "Marital Status: Single",
        "Religion: Hindu",
        "Passport No: K1234567",
        "Blood Group: O+",
        "Age: 24",
        "# Declaration",
        "I hereby declare that the above information is true to the best of my knowledge.",
        "Place: Chennai",
        "Date: 12/05/2024",
        "(Signature)",
        "References available on request.",
      ]),
    );
    expect(found.quotes).toEqual([
      "Father's Name: …",
      "Date of Birth: …",
      "DOB: …",
      "Gender: …",
      "Nationality: …",
      "Marital Status: …",
      "Religion: …",
      "Passport No: …",
      "Blood Group: …",
      "Age: …",
      "Declaration",
      "I hereby declare that the above…",
      "Place: …",
      "Date: …",
      "(Signature)",
      "References available on request.",
    ]);
    expect(found.lines).not.toContain("# Personal Details");
    expect(found.lines).toHaveLength(14);
    expect(found.comment).toBe(
      'Remove personal details US programs do not ask for: "Father\'s Name: …", "Date of Birth: …", "DOB: …", "Gender: …" and 12 more.',
    );
    // The student's values are not repeated back.
    expect(found.comment).not.toMatch(/Subramanian|1999/);
  });

  it("does not flag technical lines that share the words", () => {
    const found = personalDetails(
      resumeFromLines([
        "- Designed a reference architecture for event-driven payments on AWS",
        "- Age-based analysis of churn across 1.2M users in pandas",
        "**Declaration parser** – a Rust crate that reads C declarations (500 GitHub stars)",
        "- Built a photo editing app in Flutter with 10k downloads",
        "- Reduced image storage by 40% for the passport verification service",
        "- Storage - 64 GB, Page - 12 of the report",
        "Jun 2021 – Present",
        "Hobbies: photography, chess",
        "- Gender classification of voices with 92% accuracy",
      ]),
    );
    expect(found.quotes).toEqual([]);
    expect(found.comment).toBeNull();
  });

  it("finds none in the US-style fixtures", async () => {
    for (const file of LADDER_FIXTURES.slice(0, 3)) {
      const resume = await extractDocument(await readResumeFixture(file));
      expect(personalDetails(resume).quotes, file).toEqual([]);
    }
  });
});
