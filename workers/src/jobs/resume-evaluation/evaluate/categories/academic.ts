/** Academic background: an Education section with degree, institution, dates, GPA and detail. */
import { type CategoryResult, clampScore, type ResumeFacts, textOf } from "../facts";
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
      comments: [
        "Add an Education section near the top: degree, university, dates and GPA (e.g. B.Tech in Computer Science, Anna University, 2020 – 2024, GPA: 3.6/4.0).",
      ],
    };
  }
  const text = textOf(lines);
  const comments: string[] = [];
  let points = POINTS.section;
  if (hasDegree(text)) points += POINTS.degree;
  else comments.push("Name your degree and major in full (e.g. B.S. in Computer Science).");
  if (hasInstitution(text)) points += POINTS.institution;
  else comments.push("Name your university or college next to the degree.");
  if (hasDate(text)) points += POINTS.dates;
  else
    comments.push(
      "Add your study dates or graduation date (e.g. Aug 2020 – May 2024, or Expected May 2025).",
    );
  if (hasGpa(text)) points += POINTS.gpa;
  else comments.push("Add your GPA to the Education section (e.g. GPA: 3.7/4.0 or CGPA: 8.6/10).");
  if (hasAcademicDetail(text)) points += POINTS.detail;
  else
    comments.push(
      "List 4-6 relevant courses or academic honours (e.g. Relevant Coursework: Data Structures, Algorithms, Machine Learning).",
    );
  return { score: clampScore(points), comments };
}
