/** The SOP page's 7 FAQs (spec 1's SOP guidance): length, content, one per program, the score, and more. */
import type { FaqItem } from "../../shared/ui/FaqAccordion";

export const SOP_FAQS: readonly FaqItem[] = [
  {
    question: "How long should my SOP be?",
    answer:
      "Aim for 500-1200 words, which is one to two pages. Many programs state their own limit (a word count or a page count): when they do, theirs wins, so check each application portal before you finish. Under 500 words rarely leaves room for specific evidence; over 1200 words asks more of a reader than most committees give. The word counter in the editor tells you where you stand as you write.",
  },
  {
    question: "What should an SOP for an MS in Engineering, CS or IT cover?",
    answer:
      "Six things, roughly in this order: what you want to study and what concretely drew you to it; your academic background (the courses that prepared you, your grades in context); your strongest projects, research or work, saying what you did, with which tools, and what came of it; why this program (named courses, labs, faculty or a track, tied to your own work); your career goals right after the degree and later; and a short close. Committees read for evidence of what you can do, not for enthusiasm alone.",
  },
  {
    question: "Do I need a different SOP for each program?",
    answer:
      "Yes, at least in part. Your story and evidence can stay the same, but the paragraph on why this program, the program's name and what you would do there must be written for each one. Naming the wrong university, or a course another school offers, is one of the most common and costly mistakes. The evaluation warns you when an SOP reads as a copy of one you wrote for a different program, or names another of your target universities.",
  },
  {
    question: "How is my SOP Score worked out?",
    answer:
      "The score out of 100 combines seven parts: specific evidence (25%), fit with the program (20%), structure (15%), clichés and filler (15%), length (10%), grammar and spelling (10%) and readability (5%). Above 90 is Excellent, 80 or more Good, 70 or more Average, 60 or more Poor, and lower Very Poor. It reads how your SOP is written, not whether it is true or how an admissions committee will decide, so use it to find what to revise next.",
  },
  {
    question: "Can I submit the draft GradPlan writes for me?",
    answer:
      "Treat it as a first draft, not a finished SOP. It is built only from your answers and your profile and never invents facts; where it lacks something it leaves a bracketed prompt for you to fill. Rewrite it in your own voice, add the details only you know, and remove every bracket before you evaluate it. An SOP that is still mostly the generator's sentences gets a warning. Also check each university's policy on AI-assisted writing: the statement must be your own work.",
  },
  {
    question: "Which phrases should I avoid?",
    answer:
      'Clichés that any applicant could write: "since childhood", "I have always been passionate about", "in today\'s world", "technology is everywhere", "your esteemed university", "hard-working" or "quick learner". Replace each with something checkable: the problem you solved, a number, a tool, a course or a professor\'s lab. Vague claims such as "various projects" or "a strong foundation" cost you too; the evaluation quotes each sentence it flags and suggests what to put instead.',
  },
  {
    question: "Should I explain a low GPA or a gap in my education?",
    answer:
      "If it is noticeable on your transcript, yes: briefly, honestly and once. Say what happened in a sentence or two, then show what changed, such as later semesters' grades, relevant coursework, work experience or a certification. Do not make it the centre of the SOP or offer excuses. Some programs have a separate optional statement for this; when they do, use that instead and keep your SOP about your goals and evidence.",
  },
];
