import { describe, expect, it } from "vitest";
import { decodeEntities } from "./entities";
import { htmlToText } from "./html";
import { normalizeText, splitSentences, wordsOf } from "./text";

describe("htmlToText", () => {
  it("drops scripts, styles, comments, the head and hidden preheaders", () => {
    const html =
      "<html><head><title>Decision</title><style>p{color:red}</style></head><body><!-- tracking -->" +
      '<span style="display:none">Preheader text</span><script>var x = "<p>no</p>";</script>' +
      "<p>Dear Priya,</p><p>You have been admitted.</p></body></html>";
    expect(htmlToText(html)).toBe("Dear Priya,\n\nYou have been admitted.");
  });

  it("keeps paragraph and line breaks, puts table cells side by side", () => {
    const html =
      "<p>One</p><div>Two<br>Three</div><ul><li>Four</li><li>Five</li></ul>" +
      "<table><tr><td>Decision:</td><td>Admit</td></tr></table>";
    expect(htmlToText(html)).toBe("One\n\nTwo\nThree\n\nFour\nFive\n\nDecision: Admit");
  });

  it("decodes entities and straightens quotes", () => {
    expect(
      htmlToText("<p>We can&rsquo;t wait &amp; you&#39;re &#x201C;in&#x201D;&nbsp;!</p>"),
    ).toBe(`We can't wait & you're "in" !`);
  });

  it("collapses the source's own whitespace as a browser does", () => {
    expect(htmlToText("<p>Dear\n   Priya,\n\n  welcome.</p>")).toBe("Dear Priya, welcome.");
  });
});

describe("decodeEntities", () => {
  it("leaves unknown names and impossible numbers as written", () => {
    expect(decodeEntities("&bogus; &constructor; &#0; &#xD800; &#65;")).toBe(
      "&bogus; &constructor; &#0; &#xD800; A",
    );
  });
});

describe("normalizeText", () => {
  it("unifies line ends, spaces and quotes and drops zero-width characters", () => {
    expect(normalizeText("\u201cHi\u201d\r\n\u00a0 it\u2019s\u200b  me\u2026\n\n\n\nBye  ")).toBe(
      `"Hi"\nit's me...\n\nBye`,
    );
  });
});

describe("splitSentences", () => {
  it("joins hard-wrapped lines and splits after . ! ?", () => {
    const text =
      "Dear Priya,\n\nCongratulations! We are delighted to offer you admission to the\n" +
      "Master of Science in Computer Science program. Please respond by April 15.\n";
    expect(splitSentences(text)).toEqual([
      "Dear Priya,",
      "Congratulations!",
      "We are delighted to offer you admission to the Master of Science in Computer Science program.",
      "Please respond by April 15.",
    ]);
  });

  it("keeps initialisms and titles inside the sentence, even at a line's end", () => {
    const text =
      "Dr. Lee has admitted you to the M.S. Electrical Engineering program in the U.S.\n" +
      "program office. Contact us. We reply within a day.";
    expect(splitSentences(text)).toEqual([
      "Dr. Lee has admitted you to the M.S. Electrical Engineering program in the U.S. program office.",
      "Contact us.",
      "We reply within a day.",
    ]);
  });

  it("keeps short lines, bullets and form fields apart", () => {
    const text =
      "Sincerely,\nGraduate Admissions\n\nPlease send:\n- A copy of your passport\n" +
      "- Your bank statement\n\nProgram: M.S. Electrical Engineering (Signal and Image Processing)\n" +
      "Admission decision: Waitlisted";
    expect(splitSentences(text)).toEqual([
      "Sincerely,",
      "Graduate Admissions",
      "Please send:",
      "A copy of your passport",
      "Your bank statement",
      "Program: M.S. Electrical Engineering (Signal and Image Processing)",
      "Admission decision: Waitlisted",
    ]);
  });

  it("skips text without a letter", () => {
    expect(splitSentences("---\n\n2025\n\nOK.")).toEqual(["OK."]);
  });
});

describe("wordsOf", () => {
  it("keeps words and digits, lowercased, with a space at each end", () => {
    expect(wordsOf("Industrial & Systems Engineering (M.S.)")).toBe(
      " industrial and systems engineering m s ",
    );
  });
});
