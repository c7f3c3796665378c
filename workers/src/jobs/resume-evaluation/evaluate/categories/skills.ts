/** Skills and achievements: named technical skills, grouped; awards, certifications, leadership. */

import { skillsIn } from "../../../../language/lexicon/skills";
import { type CategoryResult, clampScore, itemsOf, type ResumeFacts, textOf } from "../facts";
import { isAward, isCertification } from "../signals";

const POINTS = {
  section: 20,
  skillsOutside: 5,
  terms: 25,
  grouped: 10,
  awardsSection: 20,
  awardsElsewhere: 10,
  awardItems: 15,
  certifications: 5,
  leadership: 5,
};
/** Twelve named skills earn all the term points: more is a list, not a signal. */
const TERMS_TARGET = 12;
const AWARDS_TARGET = 3;
const SOFT_SKILLS =
  /\b(team player|hard[ -]?working|communication skills|quick learner|self[ -]motivated|punctual|sincere)\b/i;
const LEADERSHIP =
  /\b(led|lead|president|captain|head|founder|founded|organi[sz]ed|coordinator|mentor(ed)?|secretary|volunteer(ed)?)\b/i;

export function skillsAndAchievements(facts: ResumeFacts): CategoryResult {
  const { lines } = facts.sections;
  const comments: string[] = [];
  let points = 0;

  const terms = skillsIn(facts.doc.text).size;
  if (lines.skills.length > 0) {
    points += POINTS.section;
    // Groups are labelled lines ("Languages: …") or headings of their own ("Frameworks").
    const headed = facts.sections.headings.filter((h) => h.keys[0] === "skills").length;
    const grouped =
      lines.skills.filter((l) => /^[\p{L} &/-]{2,30}:/u.test(l.text)).length +
      (headed >= 2 ? headed : 0);
    if (grouped >= 2) points += POINTS.grouped;
    else
      comments.push(
        "Group your skills by kind, one line each (Languages: Python, Java; Frameworks: PyTorch, React; Tools: Git, Docker).",
      );
    if (SOFT_SKILLS.test(textOf(lines.skills))) {
      comments.push(
        "Replace soft-skill claims ('team player', 'hard working') with technical skills, and show teamwork through your bullets instead.",
      );
    }
  } else {
    if (terms >= 3) points += POINTS.skillsOutside;
    if (!facts.sections.present.skills)
      comments.push(
        "Add a Skills section that lists your programming languages, frameworks and tools by group (e.g. Languages: Python, C++; Tools: Git, Docker).",
      );
  }
  points += (Math.min(terms, TERMS_TARGET) / TERMS_TARGET) * POINTS.terms;
  if (terms < 6) {
    comments.push(
      "Name the specific tools you have used (languages, libraries, cloud, lab software), not just general areas.",
    );
  }

  const awardLines = itemsOf(lines.awards);
  const awardsAnywhere = facts.doc.paragraphs.filter((p) => isAward(p.text)).length;
  if (awardLines.length > 0) {
    points += POINTS.awardsSection;
    points += (Math.min(awardLines.length, AWARDS_TARGET) / AWARDS_TARGET) * POINTS.awardItems;
  } else if (awardsAnywhere > 0) {
    points += POINTS.awardsElsewhere;
    if (!facts.sections.present.awards)
      comments.push(
        "Collect your awards, scholarships and ranks in an Awards or Achievements section so they stand out.",
      );
  } else if (facts.applicant.stage === "student" && !facts.sections.present.awards) {
    comments.push(
      "Add an Awards or Achievements section if you have any: scholarships, hackathon results, ranks or competitive programming ratings (e.g. 'Top 5 of 300 teams, Smart India Hackathon 2023').",
    );
  }

  const certified =
    lines.certifications.length > 0 || facts.doc.paragraphs.some((p) => isCertification(p.text));
  if (certified) points += POINTS.certifications;
  const led =
    lines.activities.length > 0 ||
    facts.doc.paragraphs.some((p) => p.kind === "list" && LEADERSHIP.test(p.text));
  if (led) points += POINTS.leadership;
  else if (facts.applicant.stage === "student" && !facts.sections.present.activities)
    comments.push(
      "Add leadership or activities: a club you led, an event you organised, volunteering or mentoring.",
    );
  return { score: clampScore(points), comments };
}
