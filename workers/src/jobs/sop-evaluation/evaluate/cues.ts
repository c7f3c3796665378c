/**
 * The words and patterns the SOP parts look for. Each list is small and read by one part; the
 * tests quote them. Patterns are case-insensitive unless a capital is the point.
 */

/** Sentences about the student's studies so far. */
export const ACADEMIC_CUE =
  /\b(undergraduate|undergrad|bachelor'?s|b\.?\s?tech|b\.?\s?e\.|b\.?\s?sc|gpa|cgpa|cpi|semesters?|sophomore|(first|second|third|fourth|final|junior|senior)[- ]year|coursework|majored|major in|minor in|graduated|graduating|topped|class rank|dean'?s list|my (degree|major|college|university|institute|department|studies|professors?|course|thesis|capstone)|(took|completed|studied|passed|enrolled in|audited)\b[^.]{0,40}\b(courses?|classes|electives?|subjects?))\b/i;

/** Sentences about what the student has done: projects, research, work. */
export const EXPERIENCE_CUE =
  /\b(projects?|research(ed)?|intern(ship|ed)?|worked|working (at|as|on|with)|built|build|developed|designed|implemented|engineered|deployed|published|paper|experiments?|prototyped?|startup|company|shipped|wrote|trained|benchmarked|profiled|measured|analy[sz]ed|led|hackathon|competition|thesis|capstone)\b/i;

/** Why this program: a reason the program itself gives. */
export const PROGRAM_REASON_CUE =
  /\b(courses?|classes|electives?|labs?|laborator(y|ies)|faculty|professors?|prof\.|dr\.|research groups?|groups?|centers?|centres?|curriculum|track|concentration|specializ(ation|e)|speciali[sz]ation|thesis (option|track)|capstone|practicum|co-?op|industry (partners?|projects?)|located|location|alumni|offers?|focus(es)? on|emphasis|aligns?|matches|fits?)\b/i;

/** Career goals: what the student wants after the degree. */
export const CAREER_CUE =
  /\b(career|goals?|long[- ]term|short[- ]term|after (graduating|graduation|the (degree|program|programme))|in (five|ten|5|10) years|aspire|aspiration|ambition|ultimately|my aim|i (plan|intend|hope|want|aim|would like) to (work|join|build|become|lead|start|found|return|design|develop|research)|become an?|to work as|(a|the) roles? (as|in|of)|ph\.?d|doctorate)\b/i;

/** The student says what they want to study: an opening's purpose. */
export const INTENT_CUE =
  /\b(master'?s|m\.s\.|ms|meng|graduate (study|studies|school|program|degree)|pursue|apply(ing)?|study|studies|speciali[sz]e|program|programme)\b/i;

/** A closing paragraph's words. */
export const CLOSE_CUE =
  /\b(conclusion|to conclude|in closing|in sum|confident|look forward|thank you|prepared|ready|well[- ]suited|contribute|equip(ped)?|excited to|eager to)\b/i;

export interface PhraseGroup {
  /** What the comment says to do instead. */
  advice: string;
  pattern: RegExp;
}

/** Clichés, grouped by what to write instead. Each match costs points and is quoted. */
export const CLICHES: readonly PhraseGroup[] = [
  {
    advice: "start from the moment, course or project that really began your interest",
    pattern:
      /\b((ever )?since (my )?(early )?childhood|since i was (a child|a kid|young|little|\w+ years old)|from (a|an) (very )?(young|early) age|ever since i can remember|as far back as i can remember|since time immemorial)\b/gi,
  },
  {
    advice: "show the interest through what you did instead of declaring it",
    pattern:
      /\b(i have always been (passionate|fascinated|interested|intrigued|curious|drawn)|(deep|great|immense|strong|burning|keen|profound) (passion|desire|interest|fascination)|passionate about|burning desire|thirst for knowledge|quench my thirst|fuel(l)?ed my (passion|interest)|ignited my (passion|interest)|(sparked|piqued|kindled) my (interest|curiosity|passion)|it has always been my dream|my (childhood |lifelong )?dream|dream (of|to) (pursue|pursuing|study|studying|become)|dream come true)\b/gi,
  },
  {
    advice: "cut the generalisation and begin with your own point",
    pattern:
      /\b(in today'?s (world|era|age|society|fast[- ]paced world|competitive world|modern world)|in this (modern|digital|technological) (era|age|world)|in the (modern|current|present) (era|age|day and age)|the world is (changing|evolving)|technology is (the future|changing the world|everywhere)|as we all know|it is (said|known) that|needless to say|it goes without saying|since the dawn of|plays? a (vital|crucial|pivotal|key) role in (our|today'?s|the modern) (lives|world|society))\b/gi,
  },
  {
    advice: "say what in the program draws you, not how famous it is",
    pattern:
      /\b((esteemed|prestigious|reputed|renowned|world[- ]class|illustrious|premier) (university|institution|institute|program|programme|faculty|school)|renowned faculty|state[- ]of[- ]the[- ]art (facilities|infrastructure|labs|laboratories)|world[- ]renowned|highly (reputed|esteemed)|(the )?(perfect|ideal) (place|fit|program|programme|choice|platform|environment|destination) for me)\b/gi,
  },
  {
    advice: "name the work you want to do after the degree, not an employer's fame",
    pattern:
      /\b(work|career|job|position|role|employment)\b[^.;]{0,40}\b(at|for|with|in|join) (a |an )?((pioneering|leading|top|reputed|big|major|renowned|giant|multinational|fortune 500|prestigious)( tech(nology)?)? (company|companies|firm|firms|corporation|mnc|mncs|organi[sz]ation)\b|(company|companies|firm|firms) (like|such as) \p{Lu}|top tech|big tech|faang)/giu,
  },
  {
    advice: "show the quality with evidence instead of naming it",
    pattern:
      /\b(hard[- ]?working|quick learner|team player|self[- ]motivated|go[- ]getter|think outside the box|out of the box thinking|leave no stone unturned|give (it )?my (best|all|hundred percent|100%)|(an )?(valuable )?asset to (your|the) (program|university|department)|the sky is the limit|reach my full potential|make the world a better place|contribute to (the )?society|nation[- ]building|from the bottom of my heart|at the end of the day|last but not (the )?least|humble (background|beginnings)|with great (zeal|enthusiasm)|zeal and enthusiasm)\b/gi,
  },
];

/** Filler: words that add length, not meaning. Counted against the length of the SOP. */
export const FILLER =
  /\b(very|really|basically|actually|truly|extremely|literally|definitely|certainly|totally|quite|in order to|the fact that|due to the fact that|it is important to note that|i would like to (mention|state|say)|as a matter of fact|each and every|first and foremost|at this point in time|in terms of)\b/gi;

/** A vague claim: a quantity or quality without the thing itself. Quoted when nothing concrete is near it. */
export const VAGUE =
  /\b(various|several|many|numerous|a (lot|variety|number|range|plethora|myriad) of|lots of|plethora|myriad|wide (range|variety)|things|stuff|etc\.?|and so on|some (projects?|work|experience|courses?|research)|(good|strong|solid|excellent|sound|deep|vast|immense|great|thorough|in-depth) (knowledge|understanding|foundation|grasp|skills?|exposure|command|experience)|gained (knowledge|experience|exposure|insights?)|learn(ed|t) (a lot|many things|so much)|exposure to|hands-on experience|real[- ]world (problems|experience|applications)|(latest|new|emerging|modern|advanced) technolog(y|ies)|interesting (projects?|work|problems)|different (fields|areas|domains|technologies)|many fields|every (field|aspect))\b/i;

/** Tools the skills lexicon leaves out and SOPs name (hardware, HPC, EDA, robotics). */
export const MORE_TOOLS =
  /(?<![\p{L}\p{N}])(CUDA|OpenMP|MPI|OpenCL|LLVM|gem5|ns-3|SLURM|VLSI|Cadence|Virtuoso|Synopsys|Vivado|Quartus|Xilinx|HSPICE|SPICE|LTspice|Keil|STM32|ESP32|Gazebo|MoveIt|ROS ?2|PX4|LiDAR|SLAM|Unreal|Blender|Jupyter|Weights & Biases|MLflow|ONNX|TensorRT|Triton|JAX|Hugging Face|GROMACS|OpenFOAM|EnergyPlus|ArcGIS|QGIS|Stata|SPSS|SAS|Minitab|LabVIEW|Arena|AnyLogic|Gurobi|CPLEX|COMSOL|ANSYS|Fluent|ETABS|STAAD|Revit|Primavera)(?![\p{L}\p{N}])/gu;

/** A course code ("CS 229", "ECE5760", "15-445"). */
export const COURSE_CODE =
  /(?<![\p{L}\p{N}])([A-Z]{2,4} ?-?\d{3,4}[A-Z]?|\d{2}-\d{3})(?![\p{L}\p{N}])/u;
/** A course named after the word course/class ("a course on Distributed Systems", "courses such as Compilers"). */
export const NAMED_COURSE =
  /\b(courses?|class(es)?|electives?|subjects?)\b[^.;]{0,40}?(?:\bon\b|\bin\b|\bcalled\b|\btitled\b|\bsuch as\b|\blike\b|\bincluding\b|:)\s+["“]?\p{Lu}/u;
/** A named person: "Professor Rao", "Prof. Mehta", "Dr. Iyer". */
export const NAMED_PERSON = /\b(Professor|Prof\.?|Dr\.?)\s+\p{Lu}\p{L}+/u;
/** A named lab, group or centre: "the Parallel Data Lab", "CyLab", "the NLP group of Dr. X". */
export const NAMED_LAB =
  /(\p{Lu}[\p{L}&-]*\s+)+(Lab|Laboratory|Group|Center|Centre|Initiative)\b|\b\p{Lu}\p{Ll}+Lab\b|\b(lab|laboratory|group)\s+(of|led by|under)\s+(Professor|Prof\.?|Dr\.?)?\s*\p{Lu}/u;
/** Program features a reason can name besides people, labs and courses. */
export const PROGRAM_FEATURE =
  /\b(thesis (option|track)|capstone|practicum|co-?op|industry (partners?|projects?|sponsored)|specializ(ation|ed track)|speciali[sz]ation|concentration|track in|research assistant(ship)?s?|teaching assistant(ship)?s?)\b/i;

/**
 * Capitalised words that name nothing in particular: sentence openers aside, "I", fields,
 * degrees, countries, months. A run of capitalised words counts as a name when one of its
 * words is not here.
 */
export const GENERIC_CAPITALS = new Set(
  (
    "i i'm i've i'd i'll my a an the in on at of and for to this that these those it its we our " +
    "master master's masters ms m.s. meng bachelor bachelor's degree phd ph.d. science sciences " +
    "engineering computer computing information technology data electrical electronics " +
    "mechanical civil chemical industrial systems biomedical management business arts " +
    "mathematics maths physics chemistry biology english statistics artificial intelligence " +
    "machine learning university college institute school department program programme " +
    "america american usa us u.s. united states india indian country world god internet " +
    "january february march april may june july august september october november december " +
    "monday tuesday wednesday thursday friday saturday sunday statement purpose sop gpa cgpa cpi " +
    "b.tech b.e. m.tech gre toefl ielts introduction"
  ).split(" "),
);
