/**
 * Academic background: an Education section with degree, institution, dates, and, while the
 * transcript still tells a reader much (a student or a recent graduate), a GPA and courses. For an
 * engineer years out of school those two are not asked for and not counted (issue 33).
 */
import { transcriptMatters } from "../applicant";
import { type CategoryResult, clampScore, excerpt, type ResumeFacts, textOf } from "../facts";
import { hasAcademicDetail, hasDate, hasDegree, hasGpa, hasInstitution } from "../signals";

/** Points per element; the section itself is worth 10, the rest adds up to 100. */
const POINTS = { section: 10, degree: 25, institution: 15, dates: 15, gpa: 25, detail: 10 };

export function academicBackground(facts: ResumeFacts): CategoryResult {
  const lines = facts.sections.lines.education;
  if (lines.length === 0) {
    // A degree mentioned in passing ("I have done BE in computers") is worth a little.
    const mentioned = hasDegree(facts.doc.text) || /\b(degree|graduated?)\b/i.test(facts.doc.text);
    const inPassing = mentioned ? POINTS.degree / 2 : 0;
    return {
      score: clampScore(inPassing),
      // A heading with nothing under it is present: the structure comments say it is empty.
      comments: facts.sections.present.education
        ? []
        : [
            "Add an Education section near the top: degree, university and dates (e.g. B.Tech in Computer Science, Anna University, 2020 – 2024, GPA: 3.6/4.0).",
          ],
    };
  }
  const text = textOf(lines);
  const first = `'${excerpt(lines[0]!.text, 8)}'`;
  const transcript = transcriptMatters(facts.applicant);
  const comments: string[] = [];
  let points = POINTS.section;
  let possible = POINTS.section + POINTS.degree + POINTS.institution + POINTS.dates;
  if (hasDegree(text)) points += POINTS.degree;
  else
    comments.push(
      `Name your degree and major in full in ${first} (e.g. B.S. in Computer Science).`,
    );
  if (hasInstitution(text)) points += POINTS.institution;
  else comments.push(`Name your university or college next to the degree in ${first}.`);
  if (hasDate(text)) points += POINTS.dates;
  else
    comments.push(
      `Add your study dates or graduation date to ${first} (e.g. Aug 2020 – May 2024, or Expected May 2025).`,
    );
  if (transcript) {
    possible += POINTS.gpa + POINTS.detail;
    if (hasGpa(text)) points += POINTS.gpa;
    else comments.push(`Add your GPA to ${first} (e.g. GPA: 3.7/4.0 or CGPA: 8.6/10).`);
    if (hasAcademicDetail(text)) points += POINTS.detail;
    else if (facts.applicant.stage === "student" && facts.applicant.workYears < 1)
      comments.push(
        "List 4-6 relevant courses or academic honours under your degree (e.g. Relevant Coursework: Data Structures, Algorithms, Machine Learning).",
      );
    else points += POINTS.detail / 2;
  }
  return { score: clampScore((100 * points) / possible), comments };
}
