/** The resume page's 9 FAQs (spec 1 section 2): length, format, score, categories, and more. */
import type { FaqItem } from "../../shared/ui/FaqAccordion";

export const RESUME_FAQS: readonly FaqItem[] = [
  {
    question: "How long should my resume be?",
    answer:
      "For a Masters application, keep it to 1-2 pages, roughly 250-500 words. Admissions readers skim: a focused page of relevant work reads better than two pages of everything you have done. The Length card tells you whether yours is Too Short, Ideal Length, Slightly Long or Too Long.",
  },
  {
    question: "Which file format can I upload?",
    answer:
      "Only Word documents saved as .docx, up to 2 MB. If your resume is a PDF, Google Doc or older .doc file, open it in Word or Google Docs and save or download it as .docx. Keep the text as real text: text inside images cannot be read.",
  },
  {
    question: "What does my Resume Score mean?",
    answer:
      "It is an overall score out of 100 built from the six category scores. 80 and above is Good, 40 to 79 is Average and below 40 is Poor. Treat it as a guide to what to work on next, not as a prediction of any admission decision.",
  },
  {
    question: "How are the category scores worked out?",
    answer:
      "Each of the six categories (Academic Background, Projects & Research, Work Experience, Skills & Achievements, Formatting and Grammar) is scored from 0 to 100 from what your resume contains: whether the section is there, how specific it is (dates, tools, measurable results) and how consistently it is laid out and written.",
  },
  {
    question: "How can I improve my readability?",
    answer:
      "Readability uses the Flesch reading ease scale; 40-60 is suitable for a resume. To raise a low score, split long sentences, start bullets with an action verb and drop filler words. If your score is very high, add specific technical detail so your work does not read as vague.",
  },
  {
    question: "What does the sentiment analysis show?",
    answer:
      "It shows how positive your wording reads, from 0% to 100%. 60-80% is the aim: confident without overstating. Below that, reframe setbacks around what you achieved or learned; above 80%, replace superlatives with concrete results.",
  },
  {
    question: "Should I accept every grammar suggestion?",
    answer:
      "Read each original and corrected pair before changing anything. They catch common slips: misspelled words, a word typed twice, 'a' or 'an' before the wrong sound, a lower-case 'i' and a sentence that starts without a capital. A suggestion may not know a technical term, a product name or the style you chose on purpose. Fix what is wrong, keep what is right, and upload again to see the new score.",
  },
  {
    question: "Who can see the resume I upload?",
    answer:
      "You, and GradPlan's support staff when they help you with your account. Your file is read once to evaluate it and then erased: we keep the evaluation shown here, not the document. Nothing is shared with universities or other students. The guides under References are general documents and contain nothing of yours.",
  },
  {
    question: "How many resumes can I evaluate?",
    answer:
      "You can evaluate a maximum of 5 resumes. Use Update Resume to re-evaluate a new version of your current resume under the same name, and Add New Resume only for a genuinely different one, for example a resume tailored to research-focused programs.",
  },
];
