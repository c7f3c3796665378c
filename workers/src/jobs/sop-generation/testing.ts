/**
 * Test inputs for the SOP generator: a full profile with reasonable answers, and thin ones; a
 * profile as the product's forms fill it; five real programs of the catalogue.
 */
import type { SopAnswers, SopFacts } from "@gradplan/schema";
import type { GeneratorFacts, ProgramFacts } from "./facts";

export const FULL_FACTS: SopFacts = {
  firstName: "Ananya",
  category: "International Student",
  undergradUniversity: "Vellore Institute of Technology",
  undergradCourse: "B.Tech in Computer Science and Engineering",
  gpa: 3.7,
  gre: 324,
  toefl: 111,
  ielts: null,
  projects: [
    {
      title: "Leaf Scan",
      description:
        "built a convolutional network in PyTorch that identifies six tomato leaf diseases from phone photos, reaching 94% accuracy on 5,000 field images collected with a farmers' cooperative near Vellore",
    },
    {
      title: "Bus Tracker",
      description:
        "Designed an Android app with Firebase that shows campus bus locations in real time; about 1,200 students used it in its first semester.",
    },
    { title: "Exam Timetabler", description: null },
  ],
  research: [
    {
      title: "Lightweight Plant Disease Detection on Edge Devices",
      venue: "IEEE INDICON",
    },
  ],
  workMonths: { fulltime: 14, internship: 6 },
  workRoles: [
    { role: "Software Engineer", organization: "Zoho" },
    { role: "Research Intern", organization: "IIT Madras" },
  ],
  activities: ["the Robotics Club", "teaching mathematics with Teach for India"],
  targetUniversity: "University of Illinois Urbana-Champaign",
  targetCourse: "MS in Computer Science",
};

/** Reasonable answers: a few specific sentences each, as a student would write them. */
export const FULL_ANSWERS: SopAnswers = {
  whyField:
    "I grew up in a farming family in Tamil Nadu, and every monsoon I watched my uncle lose part of his tomato crop to diseases he could not name until it was too late. " +
    "In my second year I took an elective on image processing and realised that a phone camera and a small model could recognise what he could not. " +
    "That was the first time computer science felt like more than a subject to me: it was a way to give people information at the moment they need it. " +
    "Since then I have been drawn to machine learning that runs where the data is, on cheap devices with unreliable networks, rather than in a data centre. " +
    "I want to understand these systems deeply enough to build them well, not only to use libraries that other people have written.",
  formativeExperience:
    "The project that shaped me most was Leaf Scan. My first model reached 98% accuracy on a public dataset and then failed badly on photos my uncle took in his field, with shadows, soil and several leaves in one frame. " +
    "I spent two months with the cooperative collecting and labelling images, learnt to measure what the model got wrong by disease and by lighting, and rebuilt the pipeline around that. " +
    "Shrinking the network so it ran on a low-end phone taught me about quantisation and pruning, and about how much accuracy a farmer will trade for an answer in under a second. " +
    "Writing it up for IEEE INDICON with my advisor taught me to state clearly what we had and had not shown. " +
    "Most of all, it taught me that a model is only as good as its understanding of the people who use it and the conditions they work in.",
  careerGoals:
    "Right after the degree I want to work as a machine learning engineer on a team that deploys models on edge devices, in agriculture or health, where I can own a model from data collection to the device. " +
    "In ten years I hope to lead a small team building tools for farmers and clinics in places with poor connectivity, possibly through a company of my own. " +
    "I also want to keep one foot in research, publishing what we learn about making models robust to the messy conditions of the real world, and mentoring students who, like me, come to computing from outside the usual paths. " +
    "At Zoho I saw how much a good engineering culture matters, and I want to build one.",
  whyProgram:
    "The program's courses in machine learning systems and embedded computing match what I want to learn next, and its thesis option would let me continue the work I began with Leaf Scan. " +
    "I am especially interested in the research on efficient deep learning and on digital agriculture, which is exactly the area where my project and my career goals meet. " +
    "The campus sits among farms, and its links with agricultural research would let me test models in real fields, which is the lesson my project taught me. " +
    "I also value the program's strength in systems, since my weakest area is the low-level work that makes models fast on small devices, and I want to close that gap.",
};

/** A student who answered in a few words each. */
export const THIN_ANSWERS: SopAnswers = {
  whyField: "I like computers.",
  formativeExperience: "my final year project",
  careerGoals: "",
  whyProgram: "Good ranking.",
};

/** A profile with nothing but a name and a category. */
export const EMPTY_FACTS: SopFacts = {
  firstName: "Sam",
  category: "Domestic Student",
  undergradUniversity: null,
  undergradCourse: null,
  gpa: null,
  gre: null,
  toefl: null,
  ielts: null,
  projects: [],
  research: [],
  workMonths: { fulltime: 0, internship: 0 },
  workRoles: [],
  activities: [],
  targetUniversity: null,
  targetCourse: null,
};

/**
 * What profileFacts gives for a filled profile (profile-facts.test.ts builds it from the row):
 * venues but no titles, months of work but no roles, activities with their level and result.
 */
export const PROFILE_FACTS: SopFacts = {
  ...EMPTY_FACTS,
  firstName: "Ananya",
  category: "International Student",
  undergradUniversity: "Vellore Institute of Technology",
  undergradCourse: "B.Tech in Computer Science and Engineering",
  gpa: 3.7,
  gre: 324,
  toefl: 111,
  research: [{ title: "", venue: "IEEE INDICON" }],
  workMonths: { fulltime: 14, internship: 6 },
  activities: [
    "competed in competitions and hackathons at the national level, placing in the top three",
    "volunteered in community service with a regional or local organization, in a leadership role",
  ],
};

/** Five programs of the real catalogue (data/catalogue, IPEDS), of five different fields. */
export const FIVE_PROGRAMS: {
  universityName: string;
  courseName: string;
  program: ProgramFacts;
}[] = [
  program(
    "University of Illinois Urbana-Champaign",
    "Champaign",
    "IL",
    "Public",
    "R1",
    "Computer Science",
    "CS",
    1094,
  ),
  program(
    "University of Michigan, Ann Arbor",
    "Ann Arbor",
    "MI",
    "Public",
    "R1",
    "Computer Engineering",
    "CE",
    165,
  ),
  program(
    "Northeastern University",
    "Boston",
    "MA",
    "Private nonprofit",
    "R1",
    "Data Science",
    "DS",
    199,
  ),
  program(
    "Purdue University",
    "West Lafayette",
    "IN",
    "Public",
    "R1",
    "Mechanical Engineering",
    "ME",
    218,
  ),
  program(
    "University of Washington",
    "Seattle",
    "WA",
    "Public",
    "R1",
    "Electrical Engineering",
    "EE",
    187,
  ),
];

function program(
  university: string,
  city: string,
  state: string,
  control: string,
  researchTier: string,
  course: string,
  degreeCode: string,
  graduates2024: number,
) {
  return {
    universityName: university,
    courseName: `MS in ${course}`,
    program: {
      university: { name: university, city, state, control, researchTier },
      course: { name: course, degreeCode, graduates: { year: "2024", count: graduates2024 } },
    },
  };
}

/** The facts for one of FIVE_PROGRAMS: the target typed as a student would, and the catalogue's. */
export function factsFor(facts: SopFacts, target: (typeof FIVE_PROGRAMS)[number]): GeneratorFacts {
  return {
    ...facts,
    targetUniversity: target.universityName,
    targetCourse: target.courseName,
    program: target.program,
  };
}
