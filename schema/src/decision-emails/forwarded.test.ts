import { describe, expect, it } from "vitest";
import { unwrapForwarded } from "./forwarded";

const STUDENT = "Priya Raman <priya.raman@gmail.com>";

describe("unwrapForwarded", () => {
  it("reads a Gmail forward and drops the forwarder's note", () => {
    const body = [
      "Look!!",
      "",
      "---------- Forwarded message ---------",
      "From: CMU Admissions <admissions@cmu.edu>",
      "Date: Mon, Mar 17, 2025 at 4:45 PM",
      "Subject: Your decision",
      "To: <priya.raman@gmail.com>",
      "",
      "",
      "Dear Priya,",
    ].join("\n");
    expect(unwrapForwarded(STUDENT, "Fwd: Your decision", body)).toEqual({
      forwarded: true,
      from: "CMU Admissions <admissions@cmu.edu>",
      subject: "Your decision",
      date: "Mon, Mar 17, 2025 at 4:45 PM",
      body: "Dear Priya,",
    });
  });

  it("reads an Apple Mail forward", () => {
    const body =
      "Sent from my iPhone\n\nBegin forwarded message:\n\nFrom: USC <a@usc.edu>\n" +
      "Subject: Decision\nDate: March 20, 2025 at 9:03:11 AM PDT\nTo: me@icloud.com\n\nHello";
    const original = unwrapForwarded(STUDENT, "Fwd: Decision", body);
    expect([original.from, original.subject, original.body]).toEqual([
      "USC <a@usc.edu>",
      "Decision",
      "Hello",
    ]);
  });

  it("reads an Outlook forward (FW:), with or without a rule above the block", () => {
    for (const rule of ["", "________________________________\n", "-----Original Message-----\n"]) {
      const body = `${rule}From: Purdue <grad@purdue.edu>\nSent: Friday, March 14, 2025 6:12 PM\nTo: Priya\nSubject: Decision\n\nDear Priya,`;
      const original = unwrapForwarded(STUDENT, "FW: Decision", body);
      expect([original.forwarded, original.from, original.date, original.body]).toEqual([
        true,
        "Purdue <grad@purdue.edu>",
        "Friday, March 14, 2025 6:12 PM",
        "Dear Priya,",
      ]);
    }
  });

  it("does not take a reply's quoted message for a forward", () => {
    const body =
      "Decisions will be released in April.\n\n-----Original Message-----\n" +
      "From: Priya <priya@gmail.com>\nSent: Monday\nSubject: Status\n\nAny news?";
    const original = unwrapForwarded("Columbia <a@columbia.edu>", "RE: Status", body);
    expect([original.forwarded, original.from, original.body]).toEqual([
      false,
      "Columbia <a@columbia.edu>",
      body,
    ]);
  });

  it("unquotes a '>'-quoted forward and unwraps a forward of a forward", () => {
    const body = [
      "---------- Forwarded message ---------",
      "From: Mom <mom@gmail.com>",
      "Subject: Fwd: Decision",
      "",
      "> ---------- Forwarded message ---------",
      "> From: UW <grad@uw.edu>",
      "> Subject: Decision",
      ">",
      "> Dear Priya,",
    ].join("\n");
    const original = unwrapForwarded(STUDENT, "Fwd: Fwd: Decision", body);
    expect([original.from, original.subject, original.body]).toEqual([
      "UW <grad@uw.edu>",
      "Decision",
      "Dear Priya,",
    ]);
  });

  it("marks a Fwd: subject without a header block as forwarded, the sender unknown beyond the outer one", () => {
    const original = unwrapForwarded(STUDENT, "Fwd: Decision", "Dear Priya, ...");
    expect([original.forwarded, original.from, original.subject]).toEqual([
      true,
      STUDENT,
      "Decision",
    ]);
  });

  it("reads a header block pasted with the text", () => {
    const pasted = "From: ASU <grad@asu.edu>\nDate: Tuesday\nSubject: Decision\n\nDear Wei,";
    const original = unwrapForwarded("", "", pasted, true);
    expect([original.forwarded, original.from, original.body]).toEqual([
      true,
      "ASU <grad@asu.edu>",
      "Dear Wei,",
    ]);
  });
});
