/** The landing page's "How it works" steps, in the order a student meets them. */
export const HOW_IT_WORKS_STEPS: readonly { title: string; text: string }[] = [
  {
    title: "Build your profile",
    text: "Add your academics, test scores, work experience, research and activities. Your profile strength shows what to work on.",
  },
  {
    title: "Find your universities",
    text: "Search and filter US programs, then see which are Safe, Moderate or Ambitious for you and shortlist the right mix.",
  },
  {
    title: "Polish your documents",
    text: "Evaluate your resume and statement of purpose and follow the suggestions to raise your scores.",
  },
  {
    title: "Track every application",
    text: "Follow deadlines and statuses for all your applications on one dashboard.",
  },
];
