/**
 * A second, smaller set written after the checker's rules were settled and measured once,
 * never tuned on: how the figures on the development set hold on lines the rules never saw.
 */
import type { CleanCase } from "./clean";
import type { PlantedCase } from "./planted";

const p = (kind: PlantedCase["kind"], text: string, flag: string, fix: string): PlantedCase => ({
  kind,
  paragraphs: [text],
  flag,
  fix,
});
const c = (kind: CleanCase["kind"], ...paragraphs: string[]): CleanCase => ({ kind, paragraphs });

export const HELD_OUT_PLANTED: PlantedCase[] = [
  p("spelling", "Mentored junior developers and conducted code reveiws.", "reveiws", "reviews"),
  p("spelling", "I am confidant that this program fits my goals.", "confidant", "confident"),
  p("spelling", "Wrote a detailed proposel for the new testing lab.", "proposel", "proposal"),
  p(
    "spelling",
    "Handled the maintainance of three production lines.",
    "maintainance",
    "maintenance",
  ),
  p("spelling", "My passion for electronics began in highschool.", "highschool", "high school"),
  p(
    "technical-spelling",
    "Implemented a recursive descent parcer for a small language.",
    "parcer",
    "parser",
  ),
  p(
    "technical-spelling",
    "Calibrated the accelerometer and the gyroscpe on the drone.",
    "gyroscpe",
    "gyroscope",
  ),
  p(
    "technical-spelling",
    "Designed the foundation for a four storey residental building.",
    "residental",
    "residential",
  ),
  p(
    "technical-spelling",
    "Measured the conductivty of the electrolyte at room temperature.",
    "conductivty",
    "conductivity",
  ),
  p("technical-spelling", "Optimized SQL querys that ran on every page load.", "querys", "queries"),
  p(
    "wrong-word",
    "I want to loose my fear of public speaking in graduate school.",
    "loose",
    "lose",
  ),
  p("wrong-word", "The professor and there students published two papers.", "there", "their"),
  p("wrong-word", "This experience was more valuable then any course.", "then", "than"),
  p("agreement", "I has presented my work at two national conferences.", "has", "have"),
  p("agreement", "She have designed the control board for the rover.", "have", "has"),
  p("article", "Built a interactive map of bus routes for the city.", "a", "an"),
  p("article", "It was an unique chance to work on real satellites.", "an", "a"),
  p("doubled", "I learned how to to manage a budget and a schedule.", "to to", "to"),
  p("doubled", "The the sensor readings were logged every second.", "The the", "The"),
  p("apostrophe", "I havent stopped learning since my first internship.", "havent", "haven't"),
];

export const HELD_OUT_CLEAN: CleanCase[] = [
  c("technical", "Wrote a Kafka Streams job and a Flink pipeline feeding ClickHouse."),
  c("technical", "Used Prometheus and Grafana to monitor a Cassandra cluster."),
  c("technical", "Built a WebRTC video client with Socket.IO signalling."),
  c("technical", "Designed a buck converter in PSpice and built it on a perfboard."),
  c("technical", "Modelled a suspension in MSC Adams and validated it on the test rig."),
  c("technical", "Calculated pile capacity with PLAXIS and checked settlement by hand."),
  c("technical", "Used ChemCAD and DWSIM to size a heat exchanger network."),
  c("technical", "Ported the CUDA kernels to OpenCL and ROCm."),
  c("technical", "Wrote Terraform modules for EKS and RDS on AWS."),
  c("technical", "Trained a U-Net for segmentation with PyTorch Lightning and Weights & Biases."),
  c("names", "Adaeze Nwosu, Nnamdi Azikiwe University, Awka"),
  c("names", "Worked with Dr. Parisa Karimi at the University of Tabriz."),
  c("names", "Hoàng Minh Đức, Đà Nẵng University of Technology"),
  c("names", "Interned at Embraer in São José dos Campos."),
  c("names", "Yusuf Kaya, Yıldız Technical University, Istanbul"),
  c("names", "Suresh Balasubramanian, PSG College of Technology, Coimbatore"),
  c("names", "Research assistant to Prof. Wang Jianguo at Shanghai Jiao Tong University."),
  c("names", "Manipal Institute of Technology, Udupi, Karnataka"),
  c("degrees", "B.Tech (Hons), Electrical Engineering, 2016 – 2020, 8.4 CGPA"),
  c("degrees", "M.Eng. in Chemical Engineering, National University of Singapore"),
  c(
    "layout",
    "Built a sentiment classifier that reads customer",
    "reviews and routes complaints to the right team.",
  ),
  c("layout", "Graduate Engineer Trainee\tLarsen & Toubro\tJul 2020 – Aug 2022"),
  c("layout", "➢ Cut the build time by half."),
  c("layout", "PROFESSIONAL EXPERIENCE"),
  c("layout", "Mar 2019 — Dec 2019          Pune, India"),
  c("prose", "I have always wanted to understand why bridges fail."),
  c("prose", "My time at ISRO taught me to document every test."),
  c("prose", "I look forward to contributing to Professor Okafor's lab."),
  c("british", "Optimised the catalyst's behaviour under realistic conditions."),
  c("prose", "Reduced the memory footprint by 30% without losing accuracy."),
];
