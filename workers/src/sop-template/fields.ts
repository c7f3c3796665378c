/**
 * What the generator knows about a target field: for each family of programs (computer science,
 * computer engineering, data science, mechanical...) the areas a Master's in it is built of, each
 * with the words that tie a student's answers to it, the courses it means and the work one does
 * in it. General knowledge of the field only: no university's courses, labs or people (those the
 * draft asks the student to name). All lower case, so a draft's names stay the student's own.
 */

export interface FieldArea {
  /** "machine learning": the area as a noun phrase. */
  area: string;
  /** Word starts found in the student's answers that point to this area. */
  keys: readonly string[];
  /** "graduate courses in machine learning and deep learning": what one takes in it. */
  courses: string;
  /** "train models on data gathered outside the lab...": what one does in it (after "I would"). */
  work: string;
}

export interface Field {
  id: string;
  /** The field as prose when the program's own name is not known: "computer science". */
  label: string;
  /** Words of a course name that place it in this family. */
  names: readonly string[];
  /** The catalogue's degree codes of this family. */
  codes: readonly string[];
  /** What graduate study in the field asks for (after "asks for"). */
  depth: string;
  /** Why the degree prepares for a career (after "because"). */
  career: string;
  areas: readonly FieldArea[];
}

const ML = ["machine learning", "deep learning", "neural", "model", "artificial intelligence"];
const DEVICES = ["edge", "embedded", "device", "microcontroller", "iot", "sensor", "phone"];
const IMAGES = ["image", "vision", "camera", "photo", "video", "imaging"];
const PEOPLE = ["user", "people", "farmer", "usability", "interface", "communit"];

/** Ordered: the first family whose name words match a course name wins. */
export const FIELDS: readonly Field[] = [
  {
    id: "security",
    label: "cybersecurity",
    names: ["cyber", "security", "assurance"],
    codes: ["CY"],
    depth: "a working command of networks, operating systems and applied cryptography",
    career:
      "security is learnt by defending and breaking real systems, which the degree makes room for",
    areas: [
      {
        area: "network security",
        keys: ["network", "connectivity", "internet", "attack"],
        courses: "courses in network security and intrusion detection",
        work: "analyse how systems are attacked and harden them against it",
      },
      {
        area: "the security of embedded and connected devices",
        keys: DEVICES,
        courses: "a course on the security of embedded and connected devices",
        work: "study how small devices that handle sensitive data can be kept safe",
      },
      {
        area: "privacy",
        keys: ["privacy", "personal data", "health", "clinic", "data"],
        courses: "a course on privacy and data protection",
        work: "design systems that collect only the data they need",
      },
      {
        area: "secure software",
        keys: ["software", "app", "code", "bug"],
        courses: "courses in secure software development",
        work: "find and fix vulnerabilities in code that people rely on",
      },
      {
        area: "applied cryptography",
        keys: ["crypt", "math", "proof"],
        courses: "a course in applied cryptography",
        work: "learn where cryptography protects a system and where it is misused",
      },
    ],
  },
  {
    id: "data",
    label: "data science",
    names: ["data", "analytics", "artificial intelligence", "machine learning"],
    codes: ["DS", "AI"],
    depth: "a statistician's judgement about uncertainty alongside an engineer's skill with data",
    career: "it joins statistical judgement to the engineering needed to act on data",
    areas: [
      {
        area: "statistical learning",
        keys: [...ML, "predict", "accuracy"],
        courses: "courses in statistical learning and predictive modelling",
        work: "build predictive models and judge them honestly against held-out data",
      },
      {
        area: "experimental design and causal inference",
        keys: ["measure", "experiment", "causal", "evaluat", "test", "statistic"],
        courses: "a course in experimental design and causal inference",
        work: "design studies that show what actually changed an outcome",
      },
      {
        area: "data engineering",
        keys: ["pipeline", "collect", "dataset", "label", "database", "cloud", "scale"],
        courses: "a course in data engineering and large-scale data systems",
        work: "build the pipelines that collect, clean and serve data reliably",
      },
      {
        area: "applied data science with real-world data",
        keys: ["farm", "crop", "agricultur", "health", "clinic", "field", "real world", "climate"],
        courses: "an applied project course with an outside partner",
        work: "work with messy data from a real partner and report what it can and cannot support",
      },
      {
        area: "communicating with data",
        keys: [...PEOPLE, "visual", "dashboard", "decision", "communicat"],
        courses: "a course in data visualisation",
        work: "turn analyses into decisions that non-specialists can act on",
      },
    ],
  },
  {
    id: "software",
    label: "software engineering",
    names: ["software"],
    codes: ["SE"],
    depth: "the discipline of designing, testing and maintaining large systems with a team",
    career: "it teaches how software is built to last by teams, not only how to write code",
    areas: [
      {
        area: "software architecture",
        keys: ["architecture", "design", "scale", "system"],
        courses: "courses in software architecture and design",
        work: "design systems that stay changeable as they grow",
      },
      {
        area: "software testing and reliability",
        keys: ["test", "reliab", "robust", "bug", "quality", "fail"],
        courses: "a course in software testing and verification",
        work: "measure and improve how reliably software behaves in use",
      },
      {
        area: "mobile and distributed applications",
        keys: ["app", "android", "mobile", "phone", "real time", "cloud"],
        courses: "a course on mobile and distributed applications",
        work: "build applications that work on weak devices and networks",
      },
      {
        area: "engineering teams and process",
        keys: ["team", "culture", "lead", "manage", "mentor"],
        courses: "a course in software project management",
        work: "practise leading a team project from requirements to release",
      },
      {
        area: "machine learning systems",
        keys: ML,
        courses: "a course on engineering machine learning systems",
        work: "learn how to ship and monitor models as part of larger software",
      },
    ],
  },
  {
    id: "information",
    label: "information science",
    names: ["information", "informatics", "computer systems analysis", "human-centered"],
    codes: ["IT", "INF"],
    depth:
      "an understanding of how information systems serve the people and organisations that use them",
    career:
      "it joins technical skill to an understanding of the people and organisations technology serves",
    areas: [
      {
        area: "human-centred design",
        keys: [...PEOPLE, "design"],
        courses: "courses in user research and interaction design",
        work: "study how people use a system before deciding what to build",
      },
      {
        area: "information systems and data management",
        keys: ["data", "database", "record", "system", "pipeline"],
        courses: "courses in databases and information systems",
        work: "design systems that keep data accurate and easy to use",
      },
      {
        area: "health and social informatics",
        keys: ["health", "clinic", "farm", "agricultur", "communit", "social"],
        courses: "a course in health or social informatics",
        work: "work on information tools for communities that are poorly served today",
      },
      {
        area: "networks and cloud infrastructure",
        keys: ["network", "cloud", "connectivity", "internet", "server"],
        courses: "courses in networking and cloud infrastructure",
        work: "build services that stay available where connectivity is poor",
      },
      {
        area: "applied machine learning",
        keys: ML,
        courses: "a course in applied machine learning",
        work: "apply models to real information problems and measure their effect",
      },
    ],
  },
  {
    id: "computer-engineering",
    label: "computer engineering",
    names: ["computer engineering", "electrical and computer", "computer and electrical"],
    codes: ["CE"],
    depth:
      "depth in digital design, computer architecture and the boundary between hardware and software",
    career: "it covers the whole path from the circuit to the software that runs on it",
    areas: [
      {
        area: "embedded systems",
        keys: [...DEVICES, "hardware", "low-level", "low-end"],
        courses: "courses in embedded systems and real-time computing",
        work: "build prototypes that run within the memory and power of small devices",
      },
      {
        area: "hardware for machine learning",
        keys: [...ML, "quanti", "prun", "accelerat"],
        courses: "a course on hardware accelerators for machine learning",
        work: "measure how model size, memory and energy trade against accuracy on real chips",
      },
      {
        area: "computer architecture",
        keys: ["architecture", "processor", "memory", "performance", "fast", "low-level"],
        courses: "courses in computer architecture and digital design",
        work: "study how processors and memory shape the speed of the programs they run",
      },
      {
        area: "networked and wireless systems",
        keys: ["network", "wireless", "connectivity", "communicat", "internet"],
        courses: "courses in computer networks and wireless communication",
        work: "study how devices behave when the network is slow or absent",
      },
      {
        area: "signal and image processing",
        keys: [...IMAGES, "signal", "audio"],
        courses: "a course in digital signal and image processing",
        work: "process sensor and camera data efficiently before it reaches a model",
      },
    ],
  },
  {
    id: "computing",
    label: "computer science",
    names: ["computer science", "computing", "computer"],
    codes: ["CS"],
    depth: "a firm command of algorithms, systems and the mathematics beneath machine learning",
    career:
      "it teaches how to build software and models that hold up in use, not only how to call them",
    areas: [
      {
        area: "machine learning",
        keys: [...ML, "learning", "predict"],
        courses: "graduate courses in machine learning and deep learning",
        work: "train and test models on data gathered outside the lab, and measure where they fail",
      },
      {
        area: "computer systems",
        keys: [
          "systems",
          "distributed",
          "operating",
          "low-level",
          "cloud",
          "performance",
          ...DEVICES,
        ],
        courses: "courses in operating systems and distributed systems",
        work: "make software run fast and reliably on the hardware it actually meets",
      },
      {
        area: "computer vision",
        keys: IMAGES,
        courses: "a course in computer vision",
        work: "work on recognising what a camera sees under real lighting and clutter",
      },
      {
        area: "human-computer interaction",
        keys: PEOPLE,
        courses: "a course in human-computer interaction",
        work: "test what I build with the people it is meant for",
      },
      {
        area: "algorithms",
        keys: ["algorithm", "theory", "proof", "optimi", "complexity", "graph"],
        courses: "courses in algorithms and the theory of computation",
        work: "reason about what a problem costs before writing code for it",
      },
      {
        area: "computer security",
        keys: ["security", "privacy", "attack", "secure"],
        courses: "a course in computer security",
        work: "learn how systems fail under attack and how to design them not to",
      },
    ],
  },
  {
    id: "electrical",
    label: "electrical engineering",
    names: ["electrical", "electronic"],
    codes: ["EE"],
    depth: "a firm grounding in signals and systems, circuits and probability",
    career:
      "it teaches the physics and mathematics beneath the devices that modern computing runs on",
    areas: [
      {
        area: "signal processing",
        keys: [...IMAGES, "signal", "audio", "sensor"],
        courses: "courses in digital signal processing and estimation",
        work: "extract reliable information from noisy sensor and camera signals",
      },
      {
        area: "circuits and embedded hardware",
        keys: ["circuit", "chip", "hardware", "semiconductor", ...DEVICES],
        courses: "courses in circuit design and embedded hardware",
        work: "design and test hardware that runs within tight power budgets",
      },
      {
        area: "communication systems",
        keys: ["wireless", "communicat", "network", "connectivity", "antenna"],
        courses: "courses in wireless communication and networks",
        work: "study how to move data reliably over weak and crowded links",
      },
      {
        area: "control systems",
        keys: ["control", "robot", "autonomous", "feedback", "drone"],
        courses: "a course in feedback control",
        work: "design controllers and test them on physical systems",
      },
      {
        area: "power and energy systems",
        keys: ["power", "energy", "grid", "solar", "renewable", "battery"],
        courses: "courses in power electronics and energy systems",
        work: "work on the electronics that convert and manage energy",
      },
      {
        area: "machine learning for signals",
        keys: ML,
        courses: "a course on machine learning for signal processing",
        work: "apply learning methods to signals where data is scarce and noisy",
      },
    ],
  },
  {
    id: "industrial",
    label: "industrial and systems engineering",
    names: ["industrial", "systems engineering", "operations", "management"],
    codes: ["IS"],
    depth:
      "optimisation, probability and the modelling of systems of people, machines and materials",
    career: "it trains one to improve whole systems rather than single parts of them",
    areas: [
      {
        area: "optimisation and operations research",
        keys: ["optimi", "schedul", "timetabl", "plan", "algorithm"],
        courses: "courses in optimisation and operations research",
        work: "model scheduling and allocation problems and solve them at scale",
      },
      {
        area: "supply chains and logistics",
        keys: ["supply", "logistic", "transport", "bus", "farm", "crop", "market"],
        courses: "a course in supply chain and logistics",
        work: "study how goods and services reach the people who need them",
      },
      {
        area: "data analytics for decisions",
        keys: [...ML, "data", "predict", "measure"],
        courses: "courses in applied statistics and analytics",
        work: "turn operational data into decisions a manager can trust",
      },
      {
        area: "human factors",
        keys: PEOPLE,
        courses: "a course in human factors",
        work: "design systems around how people actually work",
      },
      {
        area: "manufacturing systems",
        keys: ["manufactur", "production", "factory", "quality"],
        courses: "a course in manufacturing systems",
        work: "improve how production systems are planned and run",
      },
    ],
  },
  {
    id: "mechanical",
    label: "mechanical engineering",
    names: ["mechanical", "aerospace", "aeronaut", "robot", "mechatron", "engineering mechanics"],
    codes: ["ME", "AE", "RO"],
    depth: "depth in dynamics, solid and fluid mechanics and the mathematics that models them",
    career: "it joins the physics of real machines to the computing that now runs them",
    areas: [
      {
        area: "robotics and control",
        keys: ["robot", "control", "autonomous", "drone", "mechatron", "feedback"],
        courses: "courses in robotics, dynamics and control",
        work: "build and control machines that act in the physical world",
      },
      {
        area: "design and manufacturing",
        keys: ["design", "manufactur", "prototype", "product", "3d"],
        courses: "courses in design and advanced manufacturing",
        work: "take designs from model to working prototype",
      },
      {
        area: "thermal and energy systems",
        keys: ["energy", "heat", "thermal", "fluid", "engine", "solar", "power"],
        courses: "courses in heat transfer and energy systems",
        work: "analyse and improve how machines use energy",
      },
      {
        area: "computational modelling",
        keys: ["simulat", "model", "computation", "numerical", ...ML],
        courses: "courses in numerical methods and data-driven modelling",
        work: "use simulation and data to predict how a design will behave",
      },
      {
        area: "sensing and embedded control",
        keys: [...DEVICES, "hardware"],
        courses: "a course in sensors and embedded control",
        work: "instrument machines and act on what their sensors measure",
      },
    ],
  },
  {
    id: "civil",
    label: "civil engineering",
    names: ["civil", "environmental", "construction", "architectural", "transportation"],
    codes: ["CV", "EV"],
    depth: "depth in structures, water and the mathematics of the built and natural environment",
    career: "it is the training behind the infrastructure every community depends on",
    areas: [
      {
        area: "water resources",
        keys: ["water", "flood", "monsoon", "irrigat", "rain", "river"],
        courses: "courses in hydrology and water resources",
        work: "model how water moves through land and the systems built to manage it",
      },
      {
        area: "environmental engineering",
        keys: ["environment", "climate", "pollut", "sustainab", "farm", "crop"],
        courses: "courses in environmental engineering",
        work: "measure and reduce the environmental cost of what we build",
      },
      {
        area: "structural engineering",
        keys: ["structur", "bridge", "building", "material"],
        courses: "courses in structural analysis and design",
        work: "analyse how structures carry load and how they fail",
      },
      {
        area: "transportation systems",
        keys: ["transport", "traffic", "bus", "road", "mobility"],
        courses: "a course in transportation systems",
        work: "study how people and goods move and how to make that better",
      },
      {
        area: "data and sensing for infrastructure",
        keys: [...ML, ...DEVICES, "data"],
        courses: "a course on sensing and data for infrastructure",
        work: "use sensors and data to monitor infrastructure as it ages",
      },
    ],
  },
  {
    id: "bio",
    label: "biomedical engineering",
    names: ["biomedical", "bioengineering", "biological", "biosystems"],
    codes: ["BM", "BE"],
    depth:
      "a working knowledge of physiology alongside the engineering used to measure and model it",
    career: "it joins engineering to the clinical and biological problems it has to serve",
    areas: [
      {
        area: "medical devices and instrumentation",
        keys: [...DEVICES, "wearable", "hardware", "clinic"],
        courses: "courses in medical instrumentation and device design",
        work: "design and test devices for use in the clinic or at home",
      },
      {
        area: "medical imaging",
        keys: IMAGES,
        courses: "a course in medical imaging",
        work: "work on recovering clinical information from images",
      },
      {
        area: "computational biomedicine",
        keys: [...ML, "data", "health"],
        courses: "courses in computational modelling and machine learning for health",
        work: "build models from health data and test them against clinical reality",
      },
      {
        area: "biomechanics",
        keys: ["mechanic", "motion", "force", "movement"],
        courses: "a course in biomechanics",
        work: "measure and model how the body moves and carries load",
      },
      {
        area: "global health technology",
        keys: ["rural", "farm", "poor", "connectivity", "low-cost", "cheap", "communit"],
        courses: "a course on health technology for low-resource settings",
        work: "design low-cost tools for places with few clinicians",
      },
    ],
  },
  {
    id: "materials",
    label: "chemical and materials engineering",
    names: ["chemical", "material", "nuclear", "petroleum", "metallurg", "polymer"],
    codes: ["CH", "MT", "NE"],
    depth: "depth in thermodynamics, transport phenomena and the structure of materials",
    career: "it covers how materials and processes are designed, scaled and made safe",
    areas: [
      {
        area: "process design and scale-up",
        keys: ["process", "plant", "scale", "design", "manufactur"],
        courses: "courses in process design and control",
        work: "take a process from the laboratory to the scale where it matters",
      },
      {
        area: "energy and sustainability",
        keys: ["energy", "solar", "battery", "climate", "sustainab", "renewable"],
        courses: "courses in energy materials and sustainable processes",
        work: "work on materials and processes that cut energy use and waste",
      },
      {
        area: "materials characterisation",
        keys: ["material", "structur", "microscop", "polymer", "measure"],
        courses: "courses in materials characterisation",
        work: "relate a material's structure to how it performs",
      },
      {
        area: "computational materials and process modelling",
        keys: [...ML, "simulat", "data", "computation"],
        courses: "a course in computational modelling of materials and processes",
        work: "use simulation and data to find better materials faster",
      },
    ],
  },
  {
    id: "engineering",
    label: "engineering",
    names: ["engineering"],
    codes: ["GE", "OE"],
    depth: "mathematical modelling, design and the judgement to apply them to real systems",
    career: "it gives the breadth to work across disciplines on real systems",
    areas: [
      {
        area: "systems design",
        keys: ["system", "design", "architecture"],
        courses: "courses in systems design",
        work: "design systems whose parts are built by different disciplines",
      },
      {
        area: "data and machine learning in engineering",
        keys: [...ML, "data"],
        courses: "a course in data-driven engineering",
        work: "use data to improve how engineered systems are designed and run",
      },
      {
        area: "embedded and connected systems",
        keys: DEVICES,
        courses: "a course in embedded and connected systems",
        work: "build devices that sense and act in the field",
      },
      {
        area: "sustainable engineering",
        keys: ["energy", "climate", "sustainab", "farm", "environment"],
        courses: "a course in sustainable engineering",
        work: "weigh the environmental cost of engineering decisions",
      },
    ],
  },
];

/** The family of a program: by the catalogue's degree code, else by the words of its name. */
export function fieldOf(courseName: string | null, degreeCode?: string | null): Field | null {
  if (degreeCode) {
    const byCode = FIELDS.find((f) => f.codes.includes(degreeCode));
    if (byCode) return byCode;
  }
  const lower = (courseName ?? "").toLowerCase();
  if (!lower.trim()) return null;
  return FIELDS.find((f) => f.names.some((n) => lower.includes(n))) ?? null;
}

/** How often each key starts a word of the text. */
function hits(text: string, keys: readonly string[]): number {
  let n = 0;
  for (const key of keys) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    n += text.match(new RegExp(`\\b${escaped}`, "g"))?.length ?? 0;
  }
  return n;
}

export interface AreaMatch extends FieldArea {
  /** True when the student's own words point to it; false when it is the field's core. */
  matched: boolean;
}

/**
 * The field's areas that the student's words point to most, best first (ties in the field's
 * order); when fewer than `count` are pointed to, the field's first areas fill in, unmatched.
 */
export function areasFor(field: Field, texts: readonly string[], count = 2): AreaMatch[] {
  const text = texts.join(" ").toLowerCase();
  const scored = field.areas
    .map((area, i) => ({ area, i, score: hits(text, area.keys) }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  return scored.slice(0, count).map(({ area, score }) => ({ ...area, matched: score > 0 }));
}

/**
 * What each area asks, after "which asks": the question that makes it a field of study. Written
 * once per area name (an area shared by two families asks the same).
 */
const AREA_QUESTIONS: Record<string, string> = {
  algorithms: "what a problem costs to solve and how to solve it within that cost",
  "applied cryptography":
    "how to protect data and identities with mathematics that holds under attack",
  "applied data science with real-world data":
    "what messy data gathered by real partners can honestly support",
  "applied machine learning": "how models can be put to work on real information problems",
  biomechanics: "how the body moves and carries load, and how engineering can support it",
  "circuits and embedded hardware": "how to build electronics that do more with less power",
  "communicating with data":
    "how analyses become decisions that people outside the field can act on",
  "communication systems": "how to move information reliably over noisy, crowded channels",
  "computational biomedicine": "how models built from health data can be trusted in the clinic",
  "computational materials and process modelling":
    "how simulation and data can find better materials and processes",
  "computational modelling": "how far simulation and data can predict the behaviour of a design",
  "computer architecture": "how processors and memory decide the speed and energy of every program",
  "computer security": "how systems fail under attack and how to design them so they do not",
  "computer systems":
    "how software is made fast and dependable on the machines it actually runs on",
  "computer vision": "how a machine can understand what a camera sees",
  "control systems": "how feedback makes physical systems behave as intended",
  "data analytics for decisions": "how operational data can drive better decisions",
  "data and machine learning in engineering":
    "how data can improve the design and running of engineered systems",
  "data and sensing for infrastructure":
    "how sensors and data can watch over ageing infrastructure",
  "data engineering": "how data is collected, cleaned and served reliably at scale",
  "design and manufacturing": "how a design becomes a part that can be made well and cheaply",
  "embedded and connected systems": "how devices in the field sense, compute and communicate",
  "embedded systems": "how to compute within the memory, power and timing limits of small devices",
  "energy and sustainability": "how to make and use energy and materials with less waste",
  "engineering teams and process": "how teams build and maintain software together",
  "environmental engineering":
    "how to measure and reduce the harm that human activity does to air, water and land",
  "experimental design and causal inference": "how to tell what actually caused a change",
  "global health technology":
    "how to build health tools for places with few clinicians and little money",
  "hardware for machine learning": "how to run models within the energy and memory of real chips",
  "health and social informatics": "how information tools can serve communities and their health",
  "human factors": "how systems should fit the people who operate them",
  "human-centred design": "how to understand people before deciding what to build for them",
  "human-computer interaction": "how people use technology and how to design it around them",
  "information systems and data management":
    "how organisations keep their information accurate and usable",
  "machine learning for signals": "how learning methods can read signals that are scarce and noisy",
  "machine learning systems":
    "how models are shipped, monitored and kept working inside larger software",
  "machine learning": "how models learn from data and why they fail when the data changes",
  "manufacturing systems": "how production is planned and improved",
  "materials characterisation": "how a material's structure decides how it performs",
  "medical devices and instrumentation": "how to measure the body safely and reliably",
  "medical imaging": "how to recover clinical information from images",
  "mobile and distributed applications":
    "how applications stay useful on weak devices and networks",
  "network security": "how networks are attacked and defended",
  "networked and wireless systems":
    "how devices communicate when the network is slow, shared or absent",
  "networks and cloud infrastructure":
    "how services stay available to the people who depend on them",
  "optimisation and operations research":
    "how to make the best use of limited time, people and resources",
  "power and energy systems": "how electrical energy is converted, stored and delivered",
  privacy: "how to use data without exposing the people it describes",
  "process design and scale-up": "how a process that works in the laboratory can work at scale",
  "robotics and control": "how machines can sense and act safely in the physical world",
  "secure software": "how vulnerabilities enter code and how to keep them out",
  "sensing and embedded control": "how machines can measure their own state and act on it",
  "signal and image processing":
    "how to extract information from sensor and camera data efficiently",
  "signal processing": "how to pull reliable information out of noisy measurements",
  "software architecture": "how to structure systems so they can keep changing",
  "software testing and reliability": "how to know that software does what it should",
  "statistical learning": "how to predict from data and know how far to trust the prediction",
  "structural engineering": "how structures carry load and how they fail",
  "supply chains and logistics": "how goods and services reach the people who need them",
  "sustainable engineering": "how to weigh the environmental cost of engineering decisions",
  "systems design": "how parts built by different disciplines work as one system",
  "the security of embedded and connected devices": "how small connected devices can be kept safe",
  "thermal and energy systems": "how machines move and use heat and energy",
  "transportation systems": "how people and goods move and how that movement can be improved",
  "water resources": "how water moves through land and how to manage it",
};

/** What an area asks ("how models learn from data..."); "" for an area without one. */
export function questionOf(area: string): string {
  return AREA_QUESTIONS[area] ?? "";
}

/** The foundations a Master's in each family begins with, after "the foundations of the field:". */
const FIELD_CORE: Record<string, string> = {
  security:
    "networks, operating systems and cryptography, studied from the attacker's side as well as the defender's",
  data: "probability, statistical inference, linear algebra and programming for data at scale",
  software: "software design, requirements, testing and the management of software projects",
  information: "information systems, databases, user research and the ethics of information",
  "computer-engineering":
    "digital design, computer architecture, embedded programming and operating systems",
  computing: "algorithms, operating systems, programming languages and the theory of computation",
  electrical:
    "signals and systems, linear systems, probability and random processes, and electronic circuits",
  industrial: "optimisation, stochastic models, statistics and simulation",
  mechanical: "advanced dynamics, continuum mechanics, heat transfer and engineering mathematics",
  civil: "structural analysis, hydraulics, geotechnics and engineering mathematics",
  bio: "physiology, biomedical instrumentation, biomaterials and modelling of biological systems",
  materials: "thermodynamics, transport phenomena, kinetics and the structure of materials",
  engineering: "engineering mathematics, systems thinking and design",
};

/** The foundations of a family ("algorithms, operating systems..."). */
export function coreOf(field: Field): string {
  return FIELD_CORE[field.id] ?? "";
}

/** The roles a Master's in each family commonly leads to, after "roles such as". */
const FIELD_ROLES: Record<string, string> = {
  security: "security engineer, penetration tester and security architect",
  data: "data scientist, machine learning engineer and analytics lead",
  software: "software engineer, site reliability engineer and engineering lead",
  information: "systems analyst, user researcher and information architect",
  "computer-engineering":
    "embedded software engineer, hardware design engineer and machine learning systems engineer",
  computing: "software engineer, machine learning engineer and research engineer",
  electrical: "signal processing engineer, hardware engineer and communications engineer",
  industrial: "operations research analyst, supply chain engineer and process improvement lead",
  mechanical: "design engineer, controls engineer and simulation engineer",
  civil: "structural engineer, water resources engineer and infrastructure planner",
  bio: "medical device engineer, imaging scientist and clinical engineer",
  materials: "process engineer, materials engineer and research scientist",
  engineering: "systems engineer, project engineer and technical lead",
};

/** The roles a family leads to ("software engineer, machine learning engineer..."). */
export function rolesOf(field: Field): string {
  return FIELD_ROLES[field.id] ?? "";
}
