/** The 10 general FAQs of the landing page (spec 1, section 2: "10 general FAQs"). */
import type { FaqItem } from "../../shared/ui/FaqAccordion";

export const GENERAL_FAQS: readonly FaqItem[] = [
  {
    question: "Is GradPlan free to use?",
    answer:
      "Yes. GradPlan is free for a limited period: you can build your profile, get university recommendations, evaluate your resume and SOP and track your applications without paying anything.",
  },
  {
    question: "Who is GradPlan for?",
    answer:
      "Students, domestic and international, who are applying to Masters programs in the USA, mainly in Engineering, Computer Science and Information Technology.",
  },
  {
    question: "How does GradPlan decide which universities are Safe, Moderate or Ambitious?",
    answer:
      "We compare the program's rank and admission statistics with your profile: GPA, GRE and English test scores, research, conferences, work experience and extra-curricular activities. Each program is then classed as very safe, safe, moderate, ambitious or very ambitious, which we group as Safe, Moderate and Ambitious.",
  },
  {
    question: "Can I search universities without creating an account?",
    answer:
      "Yes. Anyone can use the search box and the University Explorer with its filters. Create a free account to see your admit chances and preference match, and to shortlist programs.",
  },
  {
    question: "How does the resume evaluation work?",
    answer:
      "Upload your resume as a .docx file (you can evaluate up to 5 resumes). You get a Resume Score with readability, length and sentiment, scores for academic background, projects and research, work experience, skills and achievements, formatting and grammar, and concrete suggestions to improve each of them.",
  },
  {
    question: "Can GradPlan review my statement of purpose (SOP)?",
    answer:
      "Yes. The SOP evaluation scores your statement of purpose and tells you what to strengthen. A good SOP is usually between 500 and 1200 words.",
  },
  {
    question: "What is my profile strength?",
    answer:
      "Profile strength is three scores out of 100: the AB Score for your academic background (grades, tests, research, work and activities), the SOP Score and the Resume Score. Each is rated from Very Poor to Excellent, so you can see where an improvement counts most.",
  },
  {
    question: "How does the dashboard help me track my applications?",
    answer:
      "Your personal dashboard keeps all your applications in one place with their deadlines and statuses, such as Shortlisted, Accepted, Rejected and Admitted, next to your SOP and resume progress.",
  },
  {
    question: "Can I share my past application results with the community?",
    answer:
      "Yes. The results form lets you share your profile and the decisions you received, no account needed. Shared results help future students, and us, judge their chances more accurately.",
  },
  {
    question: "Is GradPlan different for domestic and international students?",
    answer:
      "You choose International Student or Domestic Student in your profile. International students add a TOEFL or IELTS score, which domestic students may skip, and the application deadlines shown match your category.",
  },
];
