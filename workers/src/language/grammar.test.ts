/** The rule-based grammar checks, one rule at a time, and the pairs they quote. */
import { describe, expect, it } from "vitest";
import { checkGrammar, MAX_GRAMMAR_PAIRS } from "./grammar";
import { MISSPELLINGS } from "./lexicon/misspellings";

function pairs(...paragraphs: string[]) {
  return checkGrammar(paragraphs).pairs;
}

describe("checkGrammar", () => {
  it("corrects dictionary misspellings, keeping the capital", () => {
    expect(pairs("Recieved the award for managment.")).toEqual([
      {
        original: "Recieved the award for managment.",
        corrected: "Received the award for management.",
      },
    ]);
    expect(MISSPELLINGS.size).toBeGreaterThanOrEqual(150);
  });

  it("removes a repeated word", () => {
    expect(pairs("Talked to the the client.")).toEqual([
      { original: "Talked to the the client.", corrected: "Talked to the client." },
    ]);
    expect(pairs("Built the API; the team used it.")).toEqual([]);
  });

  it("capitalises a lower-case i and the first word of a sentence", () => {
    expect(pairs("i built it. then i'm done.")).toEqual([
      { original: "i built it.", corrected: "I built it." },
      { original: "then i'm done.", corrected: "Then I'm done." },
    ]);
  });

  it("uses an before a vowel sound and a before a consonant sound", () => {
    expect(pairs("Wrote a essay and an report.")).toEqual([
      { original: "Wrote a essay and an report.", corrected: "Wrote an essay and a report." },
    ]);
    expect(pairs("Built a user portal, an hourly job, an MS thesis and a GPU kernel.")).toEqual([]);
    expect(pairs("Reached an F1 score of 0.9 with a 5-layer model.")).toEqual([]);
  });

  it("never flags technical terms, tools or acronyms", () => {
    expect(
      pairs(
        "I trained a PyTorch model on CUDA and served it with TensorFlow Serving on a Kubernetes cluster.",
        "A VLSI design flow, a MATLAB script, a REST API, a NASA mission and a SLAM pipeline.",
        "An LSTM, an HPC job, a RISC-V core, an SOP, an FPGA and a MOSFET model in SPICE.",
        "pandas made the join trivial. numpy did the rest. scikit-learn gave the baseline.",
        "gem5, ns-3, LLVM, ROS 2, OpenMP, MPI, Verilog, iOS, macOS and eBPF all appear here.",
      ),
    ).toEqual([]);
  });

  it("still corrects the article before an acronym read letter by letter", () => {
    expect(pairs("Wrote a LSTM and a HTTP server.")).toEqual([
      {
        original: "Wrote a LSTM and a HTTP server.",
        corrected: "Wrote an LSTM and an HTTP server.",
      },
    ]);
  });

  it("capitalises a sentence's first word, not the first word after a number", () => {
    expect(pairs("100 connections were open. 3 papers came of it.")).toEqual([]);
  });

  it("leaves words doubled on purpose", () => {
    expect(pairs("The model had had no tests, and I knew that that was a risk.")).toEqual([]);
  });

  it("closes double spaces between words", () => {
    expect(pairs("Led a  team of five.")).toEqual([
      { original: "Led a  team of five.", corrected: "Led a team of five." },
    ]);
  });

  it("leaves e-mail addresses, links, code names and numbers alone", () => {
    expect(pairs("priya@gmail.com | github.com/priya | iOS, node.js, eBay, C++ | 3.8/4.0")).toEqual(
      [],
    );
  });

  it("quotes a window of words around the correction in a long sentence", () => {
    const long =
      "Designed and built a data pipeline that ingests events from twelve services, joins them with billing records, and writes hourly summaries to the warehouse for the finance team and their dashbaord teh next day.";
    const [pair] = pairs(long);
    expect(pair).toEqual({
      original: "…finance team and their dashbaord teh next day.",
      corrected: "…finance team and their dashbaord the next day.",
    });
  });

  it("scores fewer issues higher, and counts every issue even past the quoted pairs", () => {
    const clean = checkGrammar(["Led a team of five."]);
    const one = checkGrammar(["Led a team of fivee and teh rest."]);
    const two = checkGrammar(["Led teh team of five and teh rest."]);
    expect(clean.score).toBe(100);
    expect(one.score).toBe(92);
    expect(two.score).toBeLessThan(one.score);
    const many = checkGrammar(Array.from({ length: 30 }, (_, i) => `Wrote teh report ${i}.`));
    expect(many.pairs).toHaveLength(MAX_GRAMMAR_PAIRS);
    expect(many.counts.spelling).toBe(30);
  });
});
