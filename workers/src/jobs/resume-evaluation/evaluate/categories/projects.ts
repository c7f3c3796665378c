/** Projects and research: projects with tools and results, papers, a thesis, code to look at. */

import { skillsIn } from "../../../../language/lexicon/skills";
import {
  type CategoryResult,
  clampScore,
  excerpt,
  itemsOf,
  type ResumeFacts,
  textOf,
} from "../facts";
import { isQuantified, isResearch } from "../signals";

/**
 * Projects carry 65 points, research 30 (graduate programs weigh it, but most applicants to
 * a Masters have none, so a strong projects section alone reaches 70) and a code link 5.
 */
const POINTS = {
  projectsSection: 20,
  perItem: 5,
  maxItems: 4,
  tools: 10,
  results: 15,
  researchSection: 20,
  researchVenue: 10,
  researchElsewhere: 10,
  codeLink: 5,
};
/** Half the project and research bullets with a measured result earn the full results points. */
const RESULTS_TARGET = 0.5;

export function projectsAndResearch(facts: ResumeFacts): CategoryResult {
  const { lines } = facts.sections;
  const projects = lines.projects;
  const research = lines.research;
  const comments: string[] = [];
  let points = 0;

  // An engineer from industry tells projects inside the roles: those are read as projects.
  const fromWork = projects.length === 0 && facts.applicant.stage === "industry";
  const projectItems = itemsOf(fromWork ? lines.experience : projects);
  if (fromWork) {
    points += POINTS.projectsSection;
    points += Math.min(projectItems.length, POINTS.maxItems) * POINTS.perItem;
    points += (Math.min(skillsIn(textOf(lines.experience)).size, 4) / 4) * POINTS.tools;
  } else if (projects.length === 0) {
    if (!facts.sections.present.projects)
      comments.push(
        "Add a Projects section with 2-3 projects: a title, the tools used, and one or two bullets on what you built and what it achieved.",
      );
  } else {
    points += POINTS.projectsSection;
    points += Math.min(projectItems.length, POINTS.maxItems) * POINTS.perItem;
    if (projectItems.length < 2) {
      comments.push(
        "Describe at least two projects (course, personal and hackathon projects all count), each with one or two bullets.",
      );
    }
    const tools = skillsIn(textOf(projects)).size;
    points += (Math.min(tools, 4) / 4) * POINTS.tools;
    if (tools < 2) {
      comments.push(
        "Name the technologies of each project in its title or bullets (e.g. Python, PyTorch, Flask).",
      );
    }
  }

  const measured = [...projectItems, ...itemsOf(research)];
  const unmeasured = measured.filter((l) => !isQuantified(l.text));
  const withResults = measured.length - unmeasured.length;
  if (measured.length > 0) {
    points += Math.min(1, withResults / measured.length / RESULTS_TARGET) * POINTS.results;
    if (withResults / measured.length < RESULTS_TARGET && unmeasured[0] && !fromWork) {
      comments.push(
        `Give '${excerpt(unmeasured[0].text)}' a measured result: accuracy, users, speed-up or data size (e.g. '92% accuracy on 10,000 images').`,
      );
    }
  }

  // Research is asked about only where there is some: most Masters applicants have none, and
  // an engineer from industry is not told to invent a Research section (issue 33).
  if (research.length > 0) {
    points += POINTS.researchSection;
    if (research.some((l) => isResearch(l.text))) points += POINTS.researchVenue;
    else
      comments.push(
        "List each paper with its authors, title, venue and year, and say whether it is published, accepted or under review.",
      );
  } else {
    const elsewhere = [...lines.experience, ...projects].find((l) => isResearch(l.text));
    if (elsewhere) {
      points += POINTS.researchElsewhere;
      comments.push(
        `Give your research its own Research or Publications section ('${excerpt(elsewhere.text)}'): the question, your method and the outcome (paper, poster or thesis).`,
      );
    }
  }

  if (facts.contact.codeProfile) points += POINTS.codeLink;
  else if (projects.length > 0) {
    comments.push("Add a GitHub or portfolio link so reviewers can look at your code.");
  }
  return { score: clampScore(points), comments };
}
