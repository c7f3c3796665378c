/** Text of the "Building Your Academic Resume" guide. */
import type { GuideSection } from "./guide-types";

export const ACADEMIC_RESUME_SECTIONS: readonly GuideSection[] = [
  {
    heading: "What admissions committees look for",
    blocks: [
      {
        kind: "paragraph",
        text: "A graduate-school resume is read by faculty and admissions staff, not by a recruiter filling one job. They want evidence that you can handle a demanding Masters curriculum and that your background fits the program. An industry resume sells you for a role; an academic resume shows how you learn, build and investigate.",
      },
      {
        kind: "bullets",
        items: [
          "**Education comes first.** Degree, GPA and relevant coursework are the core; industry resumes usually lead with experience.",
          "**Research and projects count as much as jobs.** A strong final-year project, a lab position or a paper can outweigh an unrelated internship.",
          "**Technical depth beats buzzwords.** Faculty readers know the field. Name the method, the tool and the result instead of claiming to be a fast learner.",
          "**Fit with the program matters.** Committees look for a match with their focus areas and labs, not with a job description.",
          "**It must agree with the rest of the file.** It is read next to your transcript, statement of purpose (SOP) and recommendation letters, and should support them.",
        ],
      },
    ],
  },
  {
    heading: "Recommended section order",
    blocks: [
      {
        kind: "paragraph",
        text: "Use clear, standard headings in this order. Leave out any section you have nothing real to put in.",
      },
      {
        kind: "bullets",
        items: [
          "**Contact:** full name as on your passport and application, a professional email you check daily, phone with country code, city and country. Add LinkedIn, GitHub or a portfolio only if they show real work.",
          '**Education:** degree, major, university, city, country and dates (write "Expected May 2026" if you have not graduated). State your GPA with its scale, for example "CGPA 8.6/10". Add class rank or distinction if strong, 4-6 relevant courses and your thesis title.',
          "**Research and Publications:** lab, advisor, research question, method and outcome. List papers in one citation style and mark their status (published, accepted, under review).",
          "**Projects:** your 2-4 strongest academic or personal projects. Give the title, tools and 1-3 bullets with results. Link to code or a report if it is public.",
          "**Work Experience and Internships:** newest first, with organization, role, location and dates, and 2-4 bullets per role.",
          "**Skills:** grouped lines such as Languages, Frameworks and Tools, Lab and Hardware. List only skills you could discuss in an interview.",
          '**Awards and Honors:** scholarships, competition results and exam ranks, with the scale ("Rank 212 of 18,000 entrants").',
          "**Leadership and Activities:** teaching assistantships, club roles, hackathons, volunteering and outreach, each with one line on what you did.",
        ],
      },
      {
        kind: "paragraph",
        text: "Adjust the order to your strengths. With two or more years of full-time work, move Work Experience above Projects. With publications, keep Research directly after Education.",
      },
    ],
  },
  {
    heading: "Writing strong bullet points",
    blocks: [
      {
        kind: "paragraph",
        text: "Every bullet should follow one pattern: **action verb + what you did + how you did it + measurable result.** Start with a past-tense verb (present tense only for current work), keep each bullet to one or two lines, and put one idea in each. Useful verbs: designed, implemented, built, analyzed, optimized, automated, simulated, fabricated, tested, led, published, presented.",
      },
      {
        kind: "example",
        label: "Computer Science",
        before: "Worked on a machine learning project for image classification.",
        after:
          "Trained a ResNet-18 classifier in PyTorch on 12,000 labeled crop images, reaching 94% test accuracy, 7 points above the course baseline.",
      },
      {
        kind: "example",
        label: "Information Technology",
        before: "Helped with the backend of the college app.",
        after:
          "Built 14 REST endpoints in Node.js and PostgreSQL for a campus events app used by 2,300 students; added indexes that cut page load from 3.1 s to 1.2 s.",
      },
      {
        kind: "example",
        label: "Electrical Engineering",
        before: "Did a project on solar power.",
        after:
          "Designed and simulated a 500 W MPPT solar charge controller in MATLAB/Simulink; a perturb-and-observe algorithm raised tracking efficiency from 91% to 97%.",
      },
      {
        kind: "example",
        label: "Mechanical Engineering",
        before: "Responsible for CAD designs during internship.",
        after:
          "Modeled 30+ gearbox parts in SolidWorks and ran FEA in ANSYS; proposed a bracket redesign that cut part weight by 18% with no loss of stiffness.",
        why: 'Replaces a duty ("responsible for") with an outcome.',
      },
      {
        kind: "example",
        label: "Research",
        before: "Research assistant in the robotics lab.",
        after:
          "Implemented a LiDAR-based SLAM pipeline in ROS under Prof. A. Rao, reducing localization drift by 25% on a 2 km campus dataset; presented at a national student symposium.",
        why: "Shows research skills, the advisor and a public outcome.",
      },
      {
        kind: "paragraph",
        text: "If a result is hard to measure, show scope instead: team size, data volume, duration, number of users or samples. Never invent numbers. Estimate honestly and be ready to explain how you got each figure in an interview.",
      },
    ],
  },
  {
    heading: "Tailoring to each program",
    blocks: [
      {
        kind: "bullets",
        items: [
          "Read the program page for its focus areas, labs and expected background; use its terms where they truly describe your work.",
          "Reorder to lead with what the program values: machine learning projects and statistics courses for a data science MS; digital design, Verilog and lab work for a VLSI-focused MSEE.",
          "Keep a master resume with everything, then cut a focused version for each application; swapping the Relevant Coursework line is the quickest change.",
          "Check consistency with your SOP: every project you discuss there should appear on the resume.",
        ],
      },
    ],
  },
  {
    heading: "Length: one to two pages",
    blocks: [
      {
        kind: "paragraph",
        text: "For a new graduate, or anyone with less than about three years of experience, aim for one full page and never more than two. GradPlan's evaluation treats roughly **250-500 words** as the ideal length: below 250 is Too Short (detail is usually missing), up to 700 is Slightly Long, and more is Too Long. Committees read hundreds of files and often spend a minute or two on a resume, so a tight one shows judgment. Headings, skills and dates all count.",
      },
      {
        kind: "bullets",
        items: [
          '**To trim:** drop school-level details (keep national-level awards), generic skills such as MS Office, objective statements and "References available on request". Merge minor projects and keep bullets to two lines.',
          "**To grow:** add results and numbers to your bullets, relevant coursework, tools and methods, or one more strong project.",
        ],
      },
    ],
  },
  {
    heading: "Notes for international students",
    blocks: [
      {
        kind: "bullets",
        items: [
          '**Always state the GPA scale,** as in "CGPA 8.4/10" or "Aggregate 78%": a bare number is ambiguous in the US.',
          '**Converting a ten-point CGPA:** report the GPA exactly as on your transcript unless the application asks for a 4.0-scale value. If it does, follow that school\'s instructions or an official evaluation (for example WES or ECE). A rough linear formula (CGPA / 10 x 4, so 8.0 becomes 3.2) often understates your record because grading norms differ, so do not present it as official. If you add a conversion, label its source: "CGPA 8.4/10 (WES: 3.7/4.0)".',
          '**Explain local honors briefly,** with the rule that earns them at your university, for example "First Class with Distinction (aggregate of 70% or more)", or give your rank in a class of known size.',
          "**Test scores:** leave TOEFL, IELTS and GRE scores off unless the program asks for them on the resume; they go in the application form.",
          "**Personal details:** omit photo, date of birth, gender, marital status, religion and passport number. Write your name as on your passport.",
          '**Dates:** write "Aug 2021 - May 2025"; numeric dates like 05/06/2024 read differently in the US.',
        ],
      },
    ],
  },
  {
    heading: "File format",
    blocks: [
      {
        kind: "bullets",
        items: [
          "**For GradPlan's resume evaluation, upload a .docx file** (in Google Docs: File > Download > Microsoft Word). The evaluator reads your text and headings: use real text, not a scan, and keep content out of text boxes and page headers.",
          "**For application portals, upload a PDF when the portal asks for one** (most do). A PDF keeps your layout fixed. Export from Word with File > Save As > PDF, then check fonts, page breaks and links.",
          "Name the file clearly (Firstname-Lastname-Resume.pdf) and use one readable font such as Calibri, Arial or Garamond at 10-12 pt, with 0.5-1 inch margins.",
        ],
      },
    ],
  },
  {
    heading: "Final checklist",
    blocks: [
      {
        kind: "checklist",
        items: [
          "Name, email and phone are correct and professional.",
          "Education comes first, with GPA and its scale.",
          "Every bullet starts with an action verb.",
          "Most bullets show a measurable result.",
          "Order and coursework fit the program.",
          "One to two pages, about 250-500 words.",
          "One date format (Mon YYYY), newest first.",
          "No photo, birth date or unrequested test scores.",
          "Spell-checked and proofread by someone else.",
          "Saved as .docx for GradPlan; PDF if a portal asks.",
          "Every claim is true and you can discuss it.",
        ],
      },
    ],
  },
];
