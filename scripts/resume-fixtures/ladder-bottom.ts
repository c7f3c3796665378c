/** The bottom of the resume quality ladder: average, weak, poor and very poor resumes. */
import type { ResumeFixture } from "./fixture";

/** Every section there, but vague duty lists with no numbers, no GPA, and a couple of typos. */
export const average: ResumeFixture = {
  file: "4-average.docx",
  layout: { headings: "bold", bullets: "typed" },
  lines: [
    "**Rahul Verma**",
    "rahul.verma2001@yahoo.com",
    "# Objective",
    "To obtain a challenging position in a reputed organization where I can use my skills and grow with the company.",
    "# Education",
    "B.Tech in Mechanical Engineering, Vellore Institute of Technology, 2023",
    "Higher Secondary Certificate, Kendriya Vidyalaya, Pune, 2019",
    "# Experience",
    "**Graduate Engineer Trainee, Tata Motors**",
    "- Responsible for quality checks on the assembly line.",
    "- Worked on documentation of processes for the plant.",
    "- Helped with the preparation of monthly managment reports.",
    "- Attended meetings with suppliers and vendors.",
    "- Coordinated with different departments for smooth functioning of the line.",
    "**Summer Intern, Mahindra**",
    "- Worked on a project about the cooling system.",
    "- Was part of the team that did testing of parts.",
    "- Learned about the manufacturing processes used in the plant.",
    "# Projects",
    "- Final year project on design of a solar powered vehicle.",
    "- Mini project on analysis of a gear box using software.",
    "- Seminar on electric vehicles and their future in India.",
    "# Skills",
    "- AutoCAD, SolidWorks, MS Office",
    "- Good communication skills, team player, hard working",
    "# Extra-Curricular Activities",
    "- Member of the college sports committee.",
    "- Recieved a certificate of participation in the annual cultural fest.",
    "# Hobbies",
    "- Cricket, music, travelling",
  ],
};

/** Missing sections, typos, first person, hardly any detail. */
export const weak: ResumeFixture = {
  file: "5-weak.docx",
  layout: { headings: "bold", bullets: "typed" },
  lines: [
    "Karan Singh",
    "karan.singh@gmail.com",
    "# Profile",
    "I am a hard working and sincere person who is looking for a oppurtunity in the software feild.",
    "# Education",
    "BSc Computer Science, Delhi University",
    "# Work",
    "- I worked on the website of a small company for two months.",
    "- i was responsible for fixing problems in the website and talking to the the client.",
    "- Did data entry work in excel.",
    "# Other",
    "- knowlege of C, Java and HTML.",
    "- Participated in college fest.",
    "- I am intrested in learning new technolgy and I want to do a masters degree.",
  ],
};

/** One paragraph of prose: first person, spelling errors, negative words, no structure. */
export const poor: ResumeFixture = {
  file: "6-poor.docx",
  layout: { headings: "bold", bullets: "typed" },
  lines: [
    "Resume of Vikram",
    "vikram.chennai@gmail.com, 9876543210",
    "my name is Vikram and i am a engineering graduate from a college in chennai. I did my degree in civil engineering but i did not like it much and my marks were not good becuase the teachers were bad and the subjects were boring. After college i worked in a company for some time but unfortunately i left becuase the managment was poor and the work was stressful. I think i am good at computers and i want to persue a masters in computer science in the US. I have basic knowlege of excel and i also tried learning python from youtube but it was dificult. I hope that i will get a oppurtunity to study in a good univeristy. I am a hard worker and I never give up even when things are bad. Maybe i can do well in the the future if i get a chance. I beleive i can acheive my goals.",
  ],
};

/** A few lines and nothing else. */
export const veryPoor: ResumeFixture = {
  file: "7-very-poor.docx",
  layout: { headings: "bold", bullets: "typed" },
  lines: [
    "Amit",
    "amit123@gmail.com",
    "i have done BE in computers. i want admision in MS.",
    "I know C and java. I am intrested in coding and games.",
  ],
};
