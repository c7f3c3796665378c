/**
 * Lines in resume and SOP style, each carrying one error planted on purpose: the token a
 * checker should flag and the correction it should give. Kinds: a misspelled common or
 * technical word, a wrong word (there/their, loose/lose), an agreement error ("I has"), a
 * wrong article ("a apple"), a doubled word, a missing apostrophe. A case may be several
 * paragraphs (a line wrap); the error is in one of them.
 */
export type PlantedKind =
  | "spelling"
  | "technical-spelling"
  | "wrong-word"
  | "agreement"
  | "article"
  | "doubled"
  | "apostrophe";

export interface PlantedCase {
  kind: PlantedKind;
  paragraphs: string[];
  /** The token (as written) that must be flagged. */
  flag: string;
  /** The correction expected in the corrected text. */
  fix: string;
}

const p = (kind: PlantedKind, text: string | string[], flag: string, fix: string): PlantedCase => ({
  kind,
  paragraphs: typeof text === "string" ? [text] : text,
  flag,
  fix,
});

export const PLANTED: PlantedCase[] = [
  // Misspellings of common words.
  p(
    "spelling",
    "• Recieved the Dean's award for academic excellence in 2022.",
    "Recieved",
    "Received",
  ),
  p(
    "spelling",
    "Managed a team of five engineers and improved managment of the release cycle.",
    "managment",
    "management",
  ),
  p(
    "spelling",
    "Completed an internship at Tata Motors with excelent feedback from my mentor.",
    "excelent",
    "excellent",
  ),
  p(
    "spelling",
    "I beleive that research in robotics can change how cities move.",
    "beleive",
    "believe",
  ),
  p(
    "spelling",
    "Worked in a fast-paced enviroment with weekly releases.",
    "enviroment",
    "environment",
  ),
  p(
    "spelling",
    "Exceded the quarterly target by 20% through better scheduling.",
    "Exceded",
    "Exceeded",
  ),
  p(
    "spelling",
    "My experiance at Bosch taught me how to test embedded software.",
    "experiance",
    "experience",
  ),
  p(
    "spelling",
    "Presented the results at an international conferance in Singapore.",
    "conferance",
    "conference",
  ),
  p(
    "spelling",
    "Developed a tool that reduced the time to generate reports significently.",
    "significently",
    "significantly",
  ),
  p("spelling", "I am intrested in distributed systems and storage.", "intrested", "interested"),
  p(
    "spelling",
    "Coordinated a comittee of twelve students for the technical fest.",
    "comittee",
    "committee",
  ),
  p(
    "spelling",
    "Responsable for the nightly build and the test dashboards.",
    "Responsable",
    "Responsible",
  ),
  p("spelling", "Acheived a GPA of 3.8 while working part time.", "Acheived", "Achieved"),
  p(
    "spelling",
    "The project was sucessful and was adopted by two other teams.",
    "sucessful",
    "successful",
  ),
  p("spelling", "I want to persue a master's degree in computer science.", "persue", "pursue"),
  p(
    "spelling",
    "Improved the performence of the search page by 40%.",
    "performence",
    "performance",
  ),
  p(
    "spelling",
    "Collaborated with reserchers from three universities on the survey.",
    "reserchers",
    "researchers",
  ),
  p(
    "spelling",
    "Wrote documentaion for the public API and the command line tool.",
    "documentaion",
    "documentation",
  ),
  p(
    "spelling",
    "Gained knowlege of control systems during my final year project.",
    "knowlege",
    "knowledge",
  ),
  p(
    "spelling",
    "My long-term goal is to work in the semiconductor industy.",
    "industy",
    "industry",
  ),
  p("spelling", "Organised workshops for begginers on version control.", "begginers", "beginners"),
  p(
    "spelling",
    "Designed a simple and efficent scheduler for the campus shuttle.",
    "efficent",
    "efficient",
  ),
  p("spelling", "I was fascinated by how compilers tranform code.", "tranform", "transform"),
  p(
    "spelling",
    "Recieved a scholarship that covered tuition for four years.",
    "Recieved",
    "Received",
  ),
  p(
    "spelling",
    "Built a dashbaord that the sales team uses every morning.",
    "dashbaord",
    "dashboard",
  ),
  p("spelling", "Analyzed the data and wrote a summary for teh management.", "teh", "the"),
  p("spelling", "This course will help me aquire the skills I lack.", "aquire", "acquire"),
  p("spelling", "I have allways enjoyed solving puzzles and mathematics.", "allways", "always"),
  p(
    "spelling",
    "Volunteered as a tutor for underpriviliged children on weekends.",
    "underpriviliged",
    "underprivileged",
  ),
  p(
    "spelling",
    "The university's facilites for materials testing are among the best.",
    "facilites",
    "facilities",
  ),
  p(
    "spelling",
    "Secured second place in a national level hackathon compitition.",
    "compitition",
    "competition",
  ),
  p(
    "spelling",
    "Implemented a pipeline that proccesses ten thousand images an hour.",
    "proccesses",
    "processes",
  ),
  p(
    "spelling",
    "My undergraduate thesis focused on sustainible construction materials.",
    "sustainible",
    "sustainable",
  ),
  p("spelling", "Prepared the final reprot for the client and presented it.", "reprot", "report"),
  p("spelling", "I worked closely with the quality assurence team.", "assurence", "assurance"),
  p(
    "spelling",
    "Strong comunication skills gained from leading the debate club.",
    "comunication",
    "communication",
  ),
  // Misspellings of technical words.
  p(
    "technical-spelling",
    "Trained a convolutional nueral network to classify X-ray images.",
    "nueral",
    "neural",
  ),
  p(
    "technical-spelling",
    "Implemented the sorting algoritm in C++ with unit tests.",
    "algoritm",
    "algorithm",
  ),
  p(
    "technical-spelling",
    "Designed the databse schema for the inventory service.",
    "databse",
    "database",
  ),
  p(
    "technical-spelling",
    "Tuned the hyperparamters of a gradient boosting model.",
    "hyperparamters",
    "hyperparameters",
  ),
  p(
    "technical-spelling",
    "Studied the thermodynamcs of refrigeration cycles in the lab.",
    "thermodynamcs",
    "thermodynamics",
  ),
  p(
    "technical-spelling",
    "Modelled the reinforced concrete beam and checked its deflecton.",
    "deflecton",
    "deflection",
  ),
  p(
    "technical-spelling",
    "Programmed the microcontoller to read four temperature sensors.",
    "microcontoller",
    "microcontroller",
  ),
  p(
    "technical-spelling",
    "Wrote a paper on the optimzation of heat exchangers.",
    "optimzation",
    "optimization",
  ),
  p(
    "technical-spelling",
    "Deployed the application on a Kubernetes cluster with automatic scalling.",
    "scalling",
    "scaling",
  ),
  p(
    "technical-spelling",
    "Measured the viscosty of polymer solutions at five temperatures.",
    "viscosty",
    "viscosity",
  ),
  p(
    "technical-spelling",
    "Simulated the transistor circuit and compared it with the anlaysis by hand.",
    "anlaysis",
    "analysis",
  ),
  p(
    "technical-spelling",
    "Built a REST API with authetication and rate limits.",
    "authetication",
    "authentication",
  ),
  p(
    "technical-spelling",
    "Reduced the latancy of the checkout service from 300 ms to 80 ms.",
    "latancy",
    "latency",
  ),
  p(
    "technical-spelling",
    "Wrote an efficient implementaion of Dijkstra's shortest path.",
    "implementaion",
    "implementation",
  ),
  p(
    "technical-spelling",
    "Set up continous integration for the mobile app.",
    "continous",
    "continuous",
  ),
  p(
    "technical-spelling",
    "Computed the eigenvalues of the stiffness matix for the truss.",
    "matix",
    "matrix",
  ),
  p(
    "technical-spelling",
    "Characterised the catalyst with spectroscopy and chromatograpy.",
    "chromatograpy",
    "chromatography",
  ),
  p(
    "technical-spelling",
    "Surveyed the site and estimated the earthwork for the embankmnet.",
    "embankmnet",
    "embankment",
  ),
  // Wrong words.
  p("wrong-word", "Their are three reasons I want to join this program.", "Their", "There"),
  p(
    "wrong-word",
    "I did not want to loose the chance to work with Professor Rao.",
    "loose",
    "lose",
  ),
  p("wrong-word", "The lab and it's equipment were open to undergraduates.", "it's", "its"),
  p(
    "wrong-word",
    "I would of finished earlier if the data had been clean.",
    "would of",
    "would have",
  ),
  p("wrong-word", "My advisor gave me good advise on choosing a thesis topic.", "advise", "advice"),
  p("wrong-word", "The results were better then the baseline on every data set.", "then", "than"),
  p("wrong-word", "I could of joined industry, but I chose research.", "could of", "could have"),
  p("wrong-word", "Your going to see the same care in my graduate work.", "Your", "You're"),
  p("wrong-word", "The new process had a big affect on yield.", "affect", "effect"),
  p("wrong-word", "Each student brought there own laptop to the workshop.", "there", "their"),
  // Agreement errors.
  p("agreement", "I has worked on three research projects in computer vision.", "has", "have"),
  p("agreement", "He have led the robotics team for two years.", "have", "has"),
  p("agreement", "I have did many projects in college.", "did", "done"),
  p("agreement", "She has went to every seminar in the department.", "went", "gone"),
  p("agreement", "The results shows that the new design is stable.", "shows", "show"),
  p("agreement", "They was responsible for testing the firmware.", "was", "were"),
  p("agreement", "I has a strong background in linear algebra.", "has", "have"),
  // Articles.
  p("article", "Built a app that helps farmers check crop prices.", "a", "an"),
  p("article", "I wrote a essay on the ethics of autonomous vehicles.", "a", "an"),
  p("article", "Completed a internship at a water treatment plant.", "a", "an"),
  p("article", "Proposed an new method for detecting cracks in bridges.", "an", "a"),
  p("article", "Received a award for the best final year project.", "a", "an"),
  p("article", "This gave me a idea for my thesis.", "a", "an"),
  // Doubled words.
  p("doubled", "Talked to the the client every week about requirements.", "the the", "the"),
  p("doubled", "I am am passionate about embedded systems.", "am am", "am"),
  p("doubled", "Worked with a a team of six on the capstone.", "a a", "a"),
  p("doubled", "The model was was trained on four GPUs.", "was was", "was"),
  p("doubled", "This this experience shaped my interest in research.", "This this", "This"),
  p("doubled", "We deployed it to to production in three weeks.", "to to", "to"),
  // Missing apostrophes.
  p("apostrophe", "I dont want to stop at a bachelor's degree.", "dont", "don't"),
  p("apostrophe", "Its a program that matches my interests in networks.", "Its", "It's"),
  p("apostrophe", "I didnt expect the sensor data to be so noisy.", "didnt", "didn't"),
  p("apostrophe", "The project wasnt finished until the last week.", "wasnt", "wasn't"),
  p("apostrophe", "I cant imagine a better place to study than Georgia Tech.", "cant", "can't"),
  p("apostrophe", "That experience is why Im applying to this program.", "Im", "I'm"),
  p("apostrophe", "We couldnt reproduce the bug on the test machines.", "couldnt", "couldn't"),
  // Errors in a wrapped line (the error sits in the continuation).
  p(
    "spelling",
    [
      "Designed and built a data pipeline that ingests events from twelve",
      "services and writes hourly summeries to the warehouse.",
    ],
    "summeries",
    "summaries",
  ),
  p(
    "agreement",
    [
      "During my final year I worked with Dr. Oluwaseun Adeyemi, and",
      "I has learned how to plan a long experiment.",
    ],
    "has",
    "have",
  ),
];
