/** Text of the "Resume Do's and Don'ts" guide. */
import type { GuideSection } from "./guide-types";

export const DOS_AND_DONTS_SECTIONS: readonly GuideSection[] = [
  {
    heading: "How to use this guide",
    blocks: [
      {
        kind: "paragraph",
        text: "These rules are for students applying to US Masters programs in Engineering, Computer Science and IT. Read each topic side by side: the left column is what to do, the right column is what to avoid. Then check your bullets against the common mistakes, and see what GradPlan's resume evaluation rewards before you upload.",
      },
    ],
  },
  {
    heading: "Do and Don't, topic by topic",
    blocks: [
      {
        kind: "doDont",
        topic: "Content",
        dos: [
          "Lead with Education: degree, GPA with its scale, relevant courses.",
          "Show research, projects and internships with your role and results.",
          "Choose content that fits the program's focus areas.",
        ],
        donts: [
          'List duties without outcomes ("Responsible for...").',
          "Include school marks, hobbies or an objective statement.",
          "Pad the Skills line with tools you cannot discuss.",
        ],
      },
      {
        kind: "doDont",
        topic: "Wording",
        dos: [
          "Start each bullet with a strong past-tense action verb.",
          "Quantify: accuracy, time saved, users, data size, team size.",
          "Use plain, specific words and keep bullets under about 25 words.",
        ],
        donts: [
          'Write in the first person ("I was involved in...").',
          'Use cliches such as "hard-working team player" or "go-getter".',
          "Stack jargon and acronyms without context.",
        ],
      },
      {
        kind: "doDont",
        topic: "Formatting",
        dos: [
          "Use standard headings: Education, Research, Projects, Experience, Skills, Awards.",
          "Pick one font at 10-12 pt and margins of 0.5-1 inch.",
          "Keep bullets, bold and date alignment consistent.",
        ],
        donts: [
          "Put key content in text boxes, tables, headers or images.",
          "Use two-column templates, icons or skill bars that parsers misread.",
          "Mix several fonts, colors or bullet styles.",
        ],
      },
      {
        kind: "doDont",
        topic: "Length",
        dos: [
          "Aim for one full page; two at most.",
          "Target roughly 250-500 words, GradPlan's Ideal Length.",
          "Cut weak items so strong ones stand out.",
        ],
        donts: [
          "Go over two pages as a student or new graduate.",
          "Shrink the font below 10 pt to squeeze more in.",
          "Stop at half a page when you have real work to show.",
        ],
      },
      {
        kind: "doDont",
        topic: "Contact details",
        dos: [
          "Give your name as on your passport and application.",
          "Use a professional email and a phone number with country code.",
          "Add LinkedIn or GitHub links that show real work.",
        ],
        donts: [
          "Add a photo, date of birth, gender or marital status.",
          "Use an old school email or a nickname address.",
          "List your full home address or passport number.",
        ],
      },
      {
        kind: "doDont",
        topic: "Dates",
        dos: [
          'Use one format everywhere, such as "Aug 2022 - May 2026".',
          "List items newest first within each section.",
          'Write "Expected May 2026" for a degree in progress.',
        ],
        donts: [
          "Use numeric dates like 05/06/2024 (US readers read month first).",
          "Leave gaps unexplained; one short line is enough.",
          'Mix formats such as "2023", "Jan \'24" and "01/2025".',
        ],
      },
      {
        kind: "doDont",
        topic: "Honesty",
        dos: [
          "Describe your own part in team work precisely.",
          "Report your GPA exactly as on the transcript.",
          "Use numbers you can explain in an interview.",
        ],
        donts: [
          "Inflate titles, results or your role in a group project.",
          "Present an unofficial GPA conversion as official.",
          "Claim papers as published while they are under review.",
        ],
      },
      {
        kind: "doDont",
        topic: "Proofreading",
        dos: [
          "Run a spelling and grammar check, then read the resume aloud.",
          "Ask a professor, mentor or friend to proofread it.",
          "Check names of universities, tools and people letter by letter.",
        ],
        donts: [
          'Trust spell-check alone ("form" for "from" passes it).',
          "Leave tracked changes or comments in the .docx.",
          'Mix US and British spelling ("optimize" and "optimise").',
        ],
      },
    ],
  },
  {
    heading: "Common mistakes and how to fix them",
    blocks: [
      {
        kind: "example",
        label: "A duty instead of a result",
        before: "Responsible for testing.",
        after: "Automated 120 regression tests in Selenium, cutting release time by 30%.",
      },
      {
        kind: "example",
        label: "Vague project",
        before: "Worked on various projects in Python.",
        after:
          "Built a Python data pipeline that cleans 2 million sensor readings a day for the campus energy dashboard.",
      },
      {
        kind: "example",
        label: "Soft-skill claim without evidence",
        before: "Team player with excellent communication skills.",
        after:
          "Coordinated a 5-person capstone team across 3 time zones and delivered the IoT prototype two weeks early.",
      },
      {
        kind: "example",
        label: "First person and passive voice",
        before: "I was involved in the design of a drone.",
        after:
          "Designed the flight-controller PCB for a 1.5 kg quadcopter, cutting board area by 22%.",
      },
      {
        kind: "example",
        label: "A GPA without a scale",
        before: "CGPA: 8.2",
        after: "CGPA: 8.2/10 (top 10% of a class of 120)",
      },
      {
        kind: "example",
        label: "An unfocused skills list",
        before: "Skills: C, C++, Java, Python, R, Go, AWS, Azure, MS Office, Photoshop, teamwork",
        after:
          "Languages: Python, C++ (advanced); Java (intermediate). Tools: PyTorch, Git, Docker, AWS EC2.",
      },
    ],
  },
  {
    heading: "What GradPlan's evaluation rewards",
    blocks: [
      {
        kind: "paragraph",
        text: 'GradPlan scores your resume out of 100 (80 and above is Good, 40-79 Average, below 40 Poor). It rates academic background, projects and research, work experience, skills and achievements, formatting and grammar, and lists specific comments under "How to Improve your Resume Score". These habits raise the score:',
      },
      {
        kind: "bullets",
        items: [
          "**Quantified bullets.** Numbers show scale and impact: accuracy, time saved, users, budget, data size.",
          "**Clear sections.** Standard headings let the evaluator, and a human reader, find each part of your background.",
          "**Readability of 40-60 (Flesch reading ease).** This band is marked suitable. A lower score usually means long sentences and dense jargon; a score above 80 often means the content is too thin. Short bullets in plain words land in the band.",
          '**A neutral-to-positive tone.** Confident, factual verbs score well. Avoid negative framing ("failed", "problems with") and over-hyped adjectives.',
          "**Ideal length.** Roughly 250-500 words.",
          "**No spelling or grammar errors.** Each error found is shown as the original text next to a corrected version, and errors lower the grammar score.",
        ],
      },
      {
        kind: "paragraph",
        text: "You can evaluate up to 5 resumes. Revise using the comments, upload the new .docx, and compare the scores.",
      },
    ],
  },
  {
    heading: "Before you upload",
    blocks: [
      {
        kind: "checklist",
        items: [
          "Bullets start with action verbs; most have a number.",
          "Standard section headings, Education first.",
          "GPA shown with its scale.",
          "No test scores unless the program asks.",
          "One to two pages, about 250-500 words.",
          "One date format, newest items first.",
          "Spell-checked, read aloud and proofread.",
          "Saved as .docx for GradPlan; PDF if a portal asks.",
        ],
      },
    ],
  },
];
